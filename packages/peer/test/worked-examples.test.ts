import { describe, expect, it } from 'vitest';
import { scoreGroup } from '../src/index';
import { trimmedMean } from '../src/trim';
import { groupFromTable } from './helpers';

// §23.5, "Worked example without trimming": pair scores, self-scores on the diagonal.
const fourMembers = groupFromTable({
  names: ['Ana', 'Ben', 'Cai', 'Dev'],
  rows: [
    [4.4, 3.8, 4.2, 2.4],
    [4.8, 4.0, 4.2, 2.6],
    [4.8, 3.8, 3.6, 2.8],
    [4.2, 4.0, 3.8, 5.0],
  ],
  mark: 80,
  weight: 0.5,
});

describe('worked example without trimming (4 members)', () => {
  const result = scoreGroup(fourMembers);

  it('reproduces the table of §23.5', () => {
    const rows = result.members.map((m) => [
      m.name,
      m.factor_raw,
      m.factor,
      m.received,
      m.self,
      m.adjusted_mark,
      m.raters,
      m.submitted,
    ]);
    expect(rows).toEqual([
      ['Ana', 1.1848, 1.1, 4.6, 4.4, 84, 3, true],
      ['Ben', 1.0321, 1, 3.87, 4, 80, 3, true],
      ['Cai', 1.0826, 1.08, 4.07, 3.6, 83.2, 3, true],
      ['Dev', 0.7005, 0.7, 2.6, 5, 68, 3, true],
    ]);
  });

  it('flags only Dev, whose self-score is 2.40 above what teammates gave', () => {
    expect(result.flags).toEqual([
      {
        code: 'overconfident',
        student: { id: 'dev', name: 'Dev' },
        target: null,
        evidence: 'Dev rated themself 5.00; teammates rated them 2.60 on average (2.40 lower).',
      },
    ]);
  });

  it('lists members by name whatever the input order', () => {
    const shuffled = { ...fourMembers, members: [...fourMembers.members].reverse() };
    expect(scoreGroup(shuffled)).toEqual(result);
  });
});

// §23.5, "Trimming, 5 members". Each teammate's row is chosen so that r_iXia is the example's
// value: Pia 3.2 of a row summing 13.4 (64/67 = 0.9552), Quinn 3.4 of 14.4 (17/18 = 0.9444),
// Ravi 3.8 of 12.6 (76/63 = 1.2063), Sam 3.2 of 16.2 (64/81 = 0.7901).
const names = ['Pia', 'Quinn', 'Ravi', 'Sam', 'Xia'];
function fiveMembers(xiaRow: (number | null)[] | null) {
  return groupFromTable({
    names,
    rows: [
      [4.0, 3.4, 3.4, 3.4, 3.2],
      [3.6, 4.0, 3.6, 3.8, 3.4],
      [3.0, 3.0, 4.0, 2.8, 3.8],
      [4.4, 4.2, 4.4, 4.0, 3.2],
      xiaRow,
    ],
  });
}

describe('worked example with trimming (5 members)', () => {
  it('drops 1.2063 from the values of the example', () => {
    expect(trimmedMean([0.9552, 0.9444, 1.2063, 0.7901])).toBeCloseTo(
      (0.9552 + 0.9444 + 0.7901) / 3,
      12,
    );
  });

  it('gives Xia factor_raw 0.8966 and factor 0.90 in a full group', () => {
    const xia = scoreGroup(fiveMembers([1, 1, 1, 1, 5])).members[4];
    expect(xia?.name).toBe('Xia');
    // (64/67 + 17/18 + 64/81) / 3, with 76/63 dropped.
    expect(xia?.factor_raw).toBe(0.8966);
    expect(xia?.factor).toBe(0.9);
  });

  it('keeps Xia at 0.90 whatever she enters, or if she does not submit', () => {
    const entries: ((number | null)[] | null)[] = [
      [1, 1, 1, 1, 1],
      [5, 5, 5, 5, 5],
      [5, 1, 3, 2, 4],
      [1, 5, 5, 5, 1],
      null,
    ];
    for (const row of entries) {
      const xia = scoreGroup(fiveMembers(row)).members[4];
      expect([xia?.factor_raw, xia?.factor]).toEqual([0.8966, 0.9]);
    }
  });
});
