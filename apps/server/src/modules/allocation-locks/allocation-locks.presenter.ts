import type { LocksResponse } from '@capstone/contracts';
import type { GroupLock } from './allocation-locks.repo';

/** The locked groups' ids, in the order given (by group name). */
export function presentLocks(locks: Pick<GroupLock, 'groupId'>[]): LocksResponse {
  return { locked: locks.map((lock) => lock.groupId) };
}
