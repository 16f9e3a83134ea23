/** Polls `probe` until it returns something truthy; fails naming `what` after `ms`. */
export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, what: string, ms = 5000, everyMs = 25): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
