import type { AllocationSave } from '@capstone/contracts';
import type { Actor, RequestMeta } from '../../lib/context';
import type { SubcourseAccess } from '../../access/access-facts';
import type { AuditEntry } from '../audit/audit.repo';
import { subcourseEvent } from '../audit/subcourse-audit';
import type { Placement, PlacementGaps } from './allocation-pairs';

/**
 * The audit of a board save: a draft, a publish, or a publish with `override` (published despite
 * unallocated items or over-full containers). Counts only; the allocation log keeps the ids of
 * the gaps.
 */
export function allocationAudit(input: {
  actor: Actor;
  meta: RequestMeta;
  access: Pick<SubcourseAccess, 'subcourseId' | 'parentCourseId'>;
  kind: 'project' | 'student';
  save: Pick<AllocationSave, 'is_draft' | 'override'>;
  placement: Placement;
  gaps: PlacementGaps;
  /** Items whose published container changed (publishes only). */
  changed?: number;
}): AuditEntry {
  const { save, gaps } = input;
  const action = save.is_draft
    ? 'allocation.draft_save'
    : save.override
      ? 'allocation.override'
      : 'allocation.publish';
  let placed = 0;
  for (const container of input.placement.values()) if (container !== null) placed += 1;
  return subcourseEvent(input, action, {
    kind: input.kind,
    placed,
    unallocated: gaps.unallocated.length,
    over_capacity: gaps.overCapacity.length,
    ...(input.changed === undefined ? {} : { changed: input.changed }),
  });
}
