/**
 * A counter that moves whenever data behind a cached answer may have changed: every write of
 * this process, and (on PostgreSQL) every change another process announces. A cached answer is
 * good only while the counter still shows the value it was read under.
 */
export class DataVersion {
  value = 0;
  /** The listeners (db/listener-states.ts) that cannot hear other processes right now. */
  private readonly deafListeners = new Set<string>();

  /** False while changes made elsewhere could go unseen: caches must not be used then. */
  get live() {
    return this.deafListeners.size === 0;
  }

  bump() {
    this.value++;
  }

  /**
   * `listener` stopped hearing: caches are off from now on, and what they hold is dropped
   * (the announcement of a change may be what was lost).
   */
  deafen(listener: string) {
    this.deafListeners.add(listener);
    this.bump();
  }

  /**
   * `listener` hears again. Moving the version drops anything a read begun while it was deaf
   * would still store: the change it missed may have landed while that read ran.
   */
  hear(listener: string) {
    if (this.deafListeners.delete(listener)) this.bump();
  }
}
