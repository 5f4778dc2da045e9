import { describe, expect, it } from 'vitest';
import { demandRows, oversubscribed, type DemandProject } from './demand-rows';

const project = (
  id: string,
  projNo: number,
  capacity: number,
  ranks: Record<string, number>,
): DemandProject => ({
  id,
  name: `Project ${id}`,
  proj_no: projNo,
  capacity,
  ranked_by: Object.values(ranks).reduce((a, b) => a + b, 0),
  ranks,
});

describe('demandRows', () => {
  it('puts the projects with most first choices per place first', () => {
    const rows = demandRows([
      project('calm', 1, 4, { '1': 2, '2': 1 }),
      project('hot', 2, 1, { '1': 3 }),
      project('warm', 3, 2, { '1': 3, '5': 1 }),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['hot', 'warm', 'calm']);
    expect(rows[0]?.pressure).toBe(3);
    expect(rows[1]?.byRank).toEqual([3, 0, 0, 0, 1, 0, 0]);
  });

  it('puts a project wanted first without places on top, and breaks ties by all rankings', () => {
    const rows = demandRows([
      project('a', 1, 2, { '1': 1, '3': 1 }),
      project('b', 2, 2, { '1': 1, '3': 3 }),
      project('none', 3, 0, { '2': 1 }),
      project('zero', 4, 0, { '1': 1 }),
    ]);
    // "none" is only wanted second, so its first-choice pressure is nil whatever its places.
    expect(rows.map((r) => r.id)).toEqual(['zero', 'b', 'a', 'none']);
    expect(rows[0]?.pressure).toBe(Infinity);
  });

  it('fills missing ranks with zero', () => {
    expect(demandRows([project('x', 1, 1, {})])[0]?.byRank).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('oversubscribed', () => {
  it('keeps only projects with more first choices than places', () => {
    const rows = demandRows([project('full', 1, 2, { '1': 2 }), project('over', 2, 2, { '1': 3 })]);
    expect(oversubscribed(rows).map((r) => r.id)).toEqual(['over']);
  });
});
