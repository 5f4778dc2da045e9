import type { Priority } from './outbox.repo';

interface Waiter {
  priority: Priority;
  go: () => void;
}

/**
 * The sends one process makes at once (as many as the SMTP pool has connections), shared by the
 * outbox worker's lanes and the forgot-password send. A slot that frees goes to the waiter of the
 * lowest priority number, the first of them to ask: a code waits for one send in flight to end,
 * never for a queue of bulk mail. Slots rather than a deeper SMTP queue, so that a send never waits
 * unseen inside the pool: a batch starts a send only once it holds a slot, and checks its lease
 * then.
 */
export class SendSlots {
  private free: number;
  private readonly waiters: Waiter[] = [];

  constructor(size: number) {
    this.free = Math.max(1, size);
  }

  /** Resolves once the caller holds a slot; it must `release()` it when its send ends. */
  acquire(priority: Priority): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((go) => this.waiters.push({ priority, go }));
  }

  release() {
    let next = -1;
    this.waiters.forEach((waiter, i) => {
      if (next < 0 || waiter.priority < this.waiters[next]!.priority) next = i;
    });
    if (next < 0) this.free += 1;
    else this.waiters.splice(next, 1)[0]!.go();
  }
}
