/**
 * Waits until `check` holds, polling; fails with `what` if it never does. Tests wait for
 * behaviour this way and never assert how long it took.
 */
export async function until(check: () => boolean, what: string, limitMs = 15_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
