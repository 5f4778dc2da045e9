import { countIn, type BoardContainer, type BoardState } from './board-state';

/** The Allocations card's filter (Full, Partially Filled, Empty, 'My Tutorials'). */
export const CONTAINER_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'full', label: 'Full' },
  { value: 'partial', label: 'Partially Filled' },
  { value: 'empty', label: 'Empty' },
  { value: 'mine', label: 'My Tutorials' },
] as const;
export type ContainerFilter = (typeof CONTAINER_FILTERS)[number]['value'];

export const isContainerFilter = (value: unknown): value is ContainerFilter =>
  CONTAINER_FILTERS.some((filter) => filter.value === value);

/**
 * The containers a filter shows. Full includes over-capacity ones; 'My Tutorials' keeps those
 * holding an item of one of `tutorials` (with no tutorials it shows everything, as All).
 */
export function filterContainers(
  state: BoardState,
  filter: ContainerFilter,
  tutorials: readonly string[],
): readonly BoardContainer[] {
  if (filter === 'all') return state.containers;
  if (filter === 'mine') {
    if (tutorials.length === 0) return state.containers;
    const mine = new Set(tutorials);
    return state.containers.filter((container) =>
      (state.lists[container.id] ?? []).some((id) => {
        const tutorial = state.items[id]?.tutorial;
        return tutorial != null && mine.has(tutorial);
      }),
    );
  }
  return state.containers.filter((container) => {
    const count = countIn(state, container.id);
    if (filter === 'empty') return count === 0;
    if (filter === 'full') return count >= container.capacity;
    return count > 0 && count < container.capacity;
  });
}
