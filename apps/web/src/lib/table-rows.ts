/** A cell's plain value: what a column sorts, searches and exports. */
export type CellValue = string | number | null | undefined;

/**
 * A toggle that keeps only the rows it accepts. Several active toggles must all accept, except
 * toggles of one `group` (e.g. one per tutorial): a row passes the group when any of them accepts.
 */
export interface RowFilter<T> {
  id: string;
  label: string;
  test: (row: T) => boolean;
  group?: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const isEmpty = (value: CellValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/**
 * Order of two cells: numbers by value, text in natural order ignoring case ("Group 2" before
 * "Group 10"), and empty cells after filled ones so that blanks never hide the data.
 */
export function compareCellValues(a: CellValue, b: CellValue): number {
  if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The lower-case text each row is searched by, built once per data set: typing then costs one
 * `includes` per row instead of formatting every cell again on each key press.
 */
export function buildSearchIndex<T>(
  rows: readonly T[],
  texts: readonly ((row: T) => CellValue)[],
): string[] {
  return rows.map((row) =>
    texts
      .map((text) => text(row))
      .filter((value) => !isEmpty(value))
      .join('\u0000')
      .toLowerCase(),
  );
}

/**
 * Rows whose search text contains the query (trimmed, any case) and that every active filter
 * accepts. `index` is `buildSearchIndex` of the same rows; an empty query keeps every row.
 */
export function filterRows<T>(
  rows: readonly T[],
  index: readonly string[],
  query: string,
  filters: readonly RowFilter<T>[] = [],
): T[] {
  const needle = query.trim().toLowerCase();
  const checks = groupFilters(filters);
  const kept: T[] = [];
  rows.forEach((row, position) => {
    if (needle && !(index[position] ?? '').includes(needle)) return;
    if (checks.some((anyOf) => !anyOf.some((filter) => filter.test(row)))) return;
    kept.push(row);
  });
  return kept;
}

/** Active filters as a list of alternatives: ungrouped ones alone, grouped ones together. */
function groupFilters<T>(filters: readonly RowFilter<T>[]): RowFilter<T>[][] {
  const byGroup = new Map<string, RowFilter<T>[]>();
  const checks: RowFilter<T>[][] = [];
  for (const filter of filters) {
    if (filter.group === undefined) {
      checks.push([filter]);
      continue;
    }
    const members = byGroup.get(filter.group);
    if (members) members.push(filter);
    else {
      const created = [filter];
      byGroup.set(filter.group, created);
      checks.push(created);
    }
  }
  return checks;
}
