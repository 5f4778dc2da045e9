import { describe, expect, it } from 'vitest';
import { buildSearchIndex, compareCellValues, filterRows, type RowFilter } from './table-rows';

interface Row {
  name: string;
  company: string;
  projects: number;
  verified: boolean;
}

const rows: Row[] = [
  { name: 'Group 10', company: 'Acme', projects: 2, verified: true },
  { name: 'group 2', company: '', projects: 10, verified: false },
  { name: 'Ánna', company: 'Beta Pty', projects: 1, verified: false },
];
const texts = [(r: Row) => r.name, (r: Row) => r.company];
const unverified: RowFilter<Row> = { id: 'u', label: 'Unverified', test: (r) => !r.verified };
const manyProjects: RowFilter<Row> = { id: 'm', label: 'Many', test: (r) => r.projects > 1 };

describe('table sorting', () => {
  it('orders text naturally and without regard to case', () => {
    const names = rows.map((r) => r.name).sort(compareCellValues);
    expect(names).toEqual(['Ánna', 'group 2', 'Group 10']);
  });

  it('orders numbers by value, not as text', () => {
    expect([10, 2, 1].sort(compareCellValues)).toEqual([1, 2, 10]);
  });

  it('puts empty cells after filled ones', () => {
    expect(['', 'b', null, 'a', undefined].sort(compareCellValues)).toEqual([
      'a',
      'b',
      '',
      null,
      undefined,
    ]);
    expect(compareCellValues('', '')).toBe(0);
  });
});

describe('table filtering', () => {
  const index = buildSearchIndex(rows, texts);

  it('matches any searched column, case-insensitively, after trimming the query', () => {
    expect(filterRows(rows, index, '  BETA ').map((r) => r.name)).toEqual(['Ánna']);
    expect(filterRows(rows, index, 'group').map((r) => r.name)).toEqual(['Group 10', 'group 2']);
  });

  it('keeps every row for an empty query and none for an unmatched one', () => {
    expect(filterRows(rows, index, '')).toHaveLength(3);
    expect(filterRows(rows, index, '   ')).toHaveLength(3);
    expect(filterRows(rows, index, 'zzz')).toEqual([]);
  });

  it('does not match across the boundary of two cells', () => {
    // "Group 10" + "Acme" must not read as "10acme".
    expect(filterRows(rows, index, '10acme')).toEqual([]);
  });

  it('applies every active filter together with the search', () => {
    expect(filterRows(rows, index, '', [unverified]).map((r) => r.name)).toEqual([
      'group 2',
      'Ánna',
    ]);
    expect(filterRows(rows, index, '', [unverified, manyProjects]).map((r) => r.name)).toEqual([
      'group 2',
    ]);
    expect(filterRows(rows, index, 'anna', [manyProjects])).toEqual([]);
  });

  it('filters 2,000 rows to exactly the rows that match the search and the filters', () => {
    const big = Array.from({ length: 2000 }, (_, i) => ({
      name: `Client ${i}`,
      company: `Company ${i % 37}`,
      projects: i % 5,
      verified: i % 2 === 0,
    }));
    const bigIndex = buildSearchIndex(big, texts);
    const kept = filterRows(big, bigIndex, 'company 3', [unverified]);
    const expected = big.filter((r) => r.company.startsWith('Company 3') && !r.verified);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(expected);
  });
});
