/** Counts foreground requests in flight, for the global loading bar. */
export class LoadingTracker {
  private count = 0;
  private readonly listeners = new Set<() => void>();

  start(): () => void {
    this.count += 1;
    this.emit();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count -= 1;
      this.emit();
    };
  }

  get active(): number {
    return this.count;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
