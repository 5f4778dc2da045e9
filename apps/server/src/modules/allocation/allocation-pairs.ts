import { ALLOCATION_MESSAGES as M, type AllocationSave } from '@capstone/contracts';
import { badRequest } from '../../lib/app-error';

/** What one board places (groups or students) into what (projects or groups), within S. */
export interface BoardKinds {
  item: 'Group' | 'Student';
  container: 'Project' | 'Group';
  /** `A group can be allocated to one project only` / `A student can …`. */
  oneContainer: string;
}

/** Item id → container id, or null (unallocated); items the board did not name are absent. */
export type Placement = Map<string, string | null>;

function assertOwned(
  kinds: BoardKinds,
  items: Set<string>,
  containers: Set<string>,
  save: AllocationSave,
) {
  for (const { left, right } of save.l_allocations) {
    if (!items.has(left)) throw badRequest(M.notBelong(kinds.item, left));
    if (right !== null && !containers.has(right))
      throw badRequest(M.notBelong(kinds.container, right));
  }
  for (const { left, right } of save.r_allocations) {
    if (!containers.has(left)) throw badRequest(M.notBelong(kinds.container, left));
    for (const item of right) {
      if (!items.has(item)) throw badRequest(M.notBelong(kinds.item, item));
    }
  }
}

/**
 * Reads a board's two sides: every id must belong to S (ownership), each item appears at most once
 * per side, and both sides must describe the same pairs (consistency). Items missing from
 * `l_allocations` are unallocated, so naming one on the right only is a disagreement, not a
 * placement.
 */
export function readPlacement(
  kinds: BoardKinds,
  items: Set<string>,
  containers: Set<string>,
  save: AllocationSave,
): Placement {
  assertOwned(kinds, items, containers, save);
  const left: Placement = new Map();
  for (const { left: item, right } of save.l_allocations) {
    if (left.has(item)) throw badRequest(kinds.oneContainer);
    left.set(item, right);
  }
  const right = new Map<string, string>();
  const seenContainers = new Set<string>();
  for (const { left: container, right: list } of save.r_allocations) {
    if (seenContainers.has(container)) throw badRequest(M.disagree);
    seenContainers.add(container);
    for (const item of list) {
      if (right.has(item)) throw badRequest(kinds.oneContainer);
      right.set(item, container);
    }
  }
  for (const [item, container] of left) {
    if (container !== null && right.get(item) !== container) throw badRequest(M.disagree);
  }
  for (const [item, container] of right) {
    if (left.get(item) !== container) throw badRequest(M.disagree);
  }
  return left;
}

/** What a publish must not leave behind unless overridden: unplaced items, full containers. */
export interface PlacementGaps {
  unallocated: string[];
  overCapacity: { container: string; count: number; capacity: number }[];
}

/**
 * Containers grouped under a parent with a capacity of its own (a mentor's projects and the
 * mentor's quota): the parent is over capacity when its containers together hold more.
 */
export interface NestedCapacities {
  parentOf: Map<string, string>;
  capacities: Map<string, number>;
}

export function placementGaps(
  placement: Placement,
  requiredItems: Iterable<string>,
  capacities: Map<string, number>,
  nested?: NestedCapacities,
): PlacementGaps {
  const unallocated: string[] = [];
  for (const item of requiredItems) {
    if ((placement.get(item) ?? null) === null) unallocated.push(item);
  }
  const counts = new Map<string, number>();
  for (const container of placement.values()) {
    if (container !== null) counts.set(container, (counts.get(container) ?? 0) + 1);
  }
  const overCapacity: PlacementGaps['overCapacity'] = [];
  for (const [container, count] of counts) {
    const capacity = capacities.get(container) ?? 0;
    if (count > capacity) overCapacity.push({ container, count, capacity });
  }
  const parentCounts = new Map<string, number>();
  for (const [container, count] of counts) {
    const parent = nested?.parentOf.get(container);
    if (parent !== undefined) parentCounts.set(parent, (parentCounts.get(parent) ?? 0) + count);
  }
  for (const [parent, count] of parentCounts) {
    const capacity = nested!.capacities.get(parent);
    if (capacity !== undefined && count > capacity) {
      overCapacity.push({ container: parent, count, capacity });
    }
  }
  overCapacity.sort((a, b) => (a.container < b.container ? -1 : 1));
  return { unallocated: unallocated.sort(), overCapacity };
}

/** Publish without override: every required item placed, then every container within capacity. */
export function assertPublishable(gaps: PlacementGaps, allPlacedMessage: string) {
  if (gaps.unallocated.length > 0) throw badRequest(allPlacedMessage);
  if (gaps.overCapacity.length > 0) throw badRequest(M.capacity);
}
