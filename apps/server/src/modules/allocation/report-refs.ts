export type Ref = { id: string; name: string };

// Numeric-aware, so that "G2" sorts before "G10" as on the groups list.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const byName = (a: Ref, b: Ref) =>
  collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** `id → {id, name}` over rows with names; an id it does not know is its own name. */
export function refLookup(items: readonly Ref[]) {
  const byId = new Map(items.map((item) => [item.id, item]));
  return (id: string): Ref => ({ id, name: byId.get(id)?.name ?? id });
}
