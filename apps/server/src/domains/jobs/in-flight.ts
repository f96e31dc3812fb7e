/** Work still under way (queries, handler runs), so a stop can wait for it before the database closes. */
export class InFlight {
  readonly #pending = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.#pending.add(work);
    const forget = () => this.#pending.delete(work);
    work.then(forget, forget);
    return work;
  }

  /**
   * Resolves once nothing is pending. A settled query may hand its rows to a handler run that starts
   * in the same turn of the event loop, so the set is checked again after the turn ends.
   */
  async settled(): Promise<void> {
    do {
      await Promise.allSettled([...this.#pending]);
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.#pending.size > 0);
  }
}
