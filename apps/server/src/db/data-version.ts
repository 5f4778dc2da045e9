/**
 * A counter that moves whenever data behind a cached answer may have changed: every write of
 * this process, and (on PostgreSQL) every change another process announces. A cached answer is
 * good only while the counter still shows the value it was read under.
 */
export class DataVersion {
  value = 0;
  /** False while changes made elsewhere could go unseen: caches must not be used then. */
  live = true;

  bump() {
    this.value++;
  }
}
