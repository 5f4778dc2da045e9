/**
 * The allocation board's state, shared by both boards: items (groups or students) sit in
 * one container (a project or a group) or in the unallocated list. Per-container id lists are
 * kept beside the placement map so a move replaces only the two lists it touches, and every
 * other container keeps its list object (memoised columns then skip rendering).
 */
export interface BoardItem {
  id: string;
  name: string;
  tutorial: string | null;
  /** Groups only: how many members the group has. */
  memberCount?: number;
  /** An item the publish rule does not require to be placed (a group without members). */
  isOptional?: boolean;
}

export interface BoardContainer {
  id: string;
  name: string;
  capacity: number;
  /** Shown under the name, e.g. a group's tutorial; also groups the Move to… menu. */
  section?: string;
}

/** Key of the unallocated list in `lists`, and its drop target's id (no real id looks like it). */
export const UNALLOCATED = '__unallocated__';

export interface BoardState {
  items: Readonly<Record<string, BoardItem>>;
  containers: readonly BoardContainer[];
  /** Item id → container id, or null when unallocated. */
  placement: Readonly<Record<string, string | null>>;
  /** Container id (or UNALLOCATED) → the ids it holds, in arrival order. */
  lists: Readonly<Record<string, readonly string[]>>;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/**
 * Builds a board. `initial` gives each item's starting container; a container id that is not on
 * the board (e.g. a project no longer available) leaves the item unallocated.
 */
export function createBoardState(
  items: readonly BoardItem[],
  containers: readonly BoardContainer[],
  initial: (item: BoardItem) => string | null | undefined,
): BoardState {
  const known = new Set(containers.map((container) => container.id));
  const itemMap: Record<string, BoardItem> = {};
  const placement: Record<string, string | null> = {};
  const lists: Record<string, string[]> = { [UNALLOCATED]: [] };
  for (const container of containers) lists[container.id] = [];
  for (const item of [...items].sort(byName)) {
    if (itemMap[item.id]) continue;
    itemMap[item.id] = item;
    const wanted = initial(item);
    const at = wanted && known.has(wanted) ? wanted : null;
    placement[item.id] = at;
    lists[at ?? UNALLOCATED]!.push(item.id);
  }
  return { items: itemMap, containers, placement, lists };
}

export const listKey = (containerId: string | null) => containerId ?? UNALLOCATED;

export const countIn = (state: BoardState, containerId: string) =>
  state.lists[containerId]?.length ?? 0;

export type MoveOutcome =
  | {
      status: 'moved';
      state: BoardState;
      item: BoardItem;
      to: BoardContainer | null;
      /** Items in the target after the move. */
      count: number;
    }
  | { status: 'unchanged' | 'unknown'; state: BoardState };

/** Moves an item into a container, or back to unallocated with `to` null. Never refuses. */
export function moveItem(state: BoardState, itemId: string, to: string | null): MoveOutcome {
  const item = state.items[itemId];
  if (!item || !(itemId in state.placement)) return { status: 'unknown', state };
  const target = to === null ? null : (state.containers.find((c) => c.id === to) ?? null);
  if (to !== null && !target) return { status: 'unknown', state };
  const from = state.placement[itemId] ?? null;
  if (from === to) return { status: 'unchanged', state };
  const fromKey = listKey(from);
  const toKey = listKey(to);
  const targetList = [...(state.lists[toKey] ?? []), itemId];
  const next: BoardState = {
    ...state,
    placement: { ...state.placement, [itemId]: to },
    lists: {
      ...state.lists,
      [fromKey]: (state.lists[fromKey] ?? []).filter((id) => id !== itemId),
      [toKey]: targetList,
    },
  };
  return { status: 'moved', state: next, item, to: target, count: targetList.length };
}

/**
 * Replaces every placement with a suggestion (`{containerId: [{id}]}`): items in no list go to
 * unallocated, unknown ids and containers are ignored, an item listed twice keeps its first place.
 */
export function applySuggestion(
  state: BoardState,
  suggestion: Readonly<Record<string, readonly { id: string }[]>>,
): BoardState {
  const suggested = new Map<string, string>();
  for (const container of state.containers) {
    for (const entry of suggestion[container.id] ?? []) {
      if (state.items[entry.id] && !suggested.has(entry.id)) suggested.set(entry.id, container.id);
    }
  }
  return createBoardState(Object.values(state.items), state.containers, (item) =>
    suggested.get(item.id),
  );
}

/** The board as it was saved: the baseline becomes the current placement. */
export const samePlacement = (
  a: Readonly<Record<string, string | null>>,
  b: Readonly<Record<string, string | null>>,
) => {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && (a[key] ?? null) === (b[key] ?? null));
};

export const isOverCapacity = (state: BoardState, container: BoardContainer) =>
  countIn(state, container.id) > container.capacity;

export const overCapacityContainers = (state: BoardState) =>
  state.containers.filter((container) => isOverCapacity(state, container));

/** Items the publish rule requires to be placed and that are not. */
export const missingItems = (state: BoardState) =>
  (state.lists[UNALLOCATED] ?? []).map((id) => state.items[id]!).filter((item) => !item.isOptional);

/**
 * `{is_draft, l_allocations, r_allocations, override?}`: the body of
 * POST /api/admin/allocate/{subcourseId}/{project|student}.
 */
export function saveBody(state: BoardState, isDraft: boolean, override = false) {
  return {
    is_draft: isDraft,
    l_allocations: Object.keys(state.items).map((id) => ({
      left: id,
      right: state.placement[id] ?? null,
    })),
    r_allocations: state.containers.map((container) => ({
      left: container.id,
      right: [...(state.lists[container.id] ?? [])],
    })),
    ...(override ? { override: true } : {}),
  };
}

export const containerFill = (state: BoardState, container: BoardContainer) =>
  `${countIn(state, container.id)}/${container.capacity}`;

/** What the live region reads after a move, e.g. 'Moved Group 1 to Project 2 (2/3).' */
export function moveAnnouncement(outcome: MoveOutcome, unallocatedLabel: string): string | null {
  if (outcome.status !== 'moved') return null;
  const { item, to, count } = outcome;
  if (!to) return `Moved ${item.name} to ${unallocatedLabel}.`;
  const over = count > to.capacity ? ', over capacity' : '';
  return `Moved ${item.name} to ${to.name} (${count}/${to.capacity}${over}).`;
}
