/**
 * Work run one after another per key (keys side by side), never throwing to the caller: a failure goes
 * to `failed` and the key's next work still runs. `idle()` waits for everything queued so far.
 */
export function createSerialQueues<K>(failed: (key: K, error: Error) => void) {
  const tails = new Map<K, Promise<void>>();
  return {
    run(key: K, work: () => Promise<void>): Promise<void> {
      const next = (tails.get(key) ?? Promise.resolve()).then(work).catch((error: Error) => failed(key, error));
      tails.set(key, next);
      void next.then(() => {
        if (tails.get(key) === next) tails.delete(key);
      });
      return next;
    },
    async idle(): Promise<void> {
      await Promise.all([...tails.values()]);
    },
  };
}
