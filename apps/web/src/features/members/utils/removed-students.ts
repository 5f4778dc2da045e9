import { AUDIT_MESSAGES, type AuditEventView, type MemberEntry } from '@capstone/contracts';

/** A student the trail shows was removed from the offering, and whether their data was erased. */
export interface RemovedStudent {
  id: string;
  name: string;
  removedAt: string;
  /** When a course admin erased what the offering held about them, after that removal. */
  erasedAt: string | null;
}

/** The newest event of each person the events are about (events come newest first). */
function newestBySubject(events: readonly AuditEventView[]) {
  const newest = new Map<string, AuditEventView>();
  for (const event of events) {
    const id = event.subject?.id;
    if (id && !newest.has(id)) newest.set(id, event);
  }
  return newest;
}

/**
 * Students removed from the offering, newest removal first, from its trail: their removals and
 * the erasures of their data. Someone enrolled again is a member, not removed; a deleted account
 * has nothing left to erase.
 */
export function removedStudents(
  removals: readonly AuditEventView[],
  erasures: readonly AuditEventView[],
  members: readonly Pick<MemberEntry, 'id'>[],
): RemovedStudent[] {
  const enrolled = new Set(members.map((member) => member.id));
  const erased = newestBySubject(erasures);
  const removed: RemovedStudent[] = [];
  for (const [id, removal] of newestBySubject(removals)) {
    const name = removal.subject?.name ?? '';
    if (enrolled.has(id) || name === AUDIT_MESSAGES.deletedUser) continue;
    const erasure = erased.get(id);
    removed.push({
      id,
      name,
      removedAt: removal.at,
      erasedAt: erasure && erasure.at >= removal.at ? erasure.at : null,
    });
  }
  return removed.sort((a, b) => b.removedAt.localeCompare(a.removedAt));
}
