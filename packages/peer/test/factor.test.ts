import { describe, expect, it } from 'vitest';
import { adjustedMark, normalisedRows, rawFactors, shownFactor } from '../src/factor';
import { scoreGroup } from '../src/index';
import { groupFromTable } from './helpers';

describe('shown factor (§23.5 step 5)', () => {
  it('is 1.00 inside the dead band, its edges included', () => {
    expect(shownFactor(1.05, 3)).toBe(1);
    expect(shownFactor(0.95, 3)).toBe(1);
    expect(shownFactor(1.0500000004, 3)).toBe(1);
    expect(shownFactor(0.9499999996, 3)).toBe(1);
    expect(shownFactor(1.03, 3)).toBe(1);
  });

  it('leaves the band just outside it', () => {
    expect(shownFactor(1.0501, 3)).toBe(1.05);
    expect(shownFactor(1.051, 3)).toBe(1.05);
    expect(shownFactor(1.055, 3)).toBe(1.06);
    expect(shownFactor(0.9499, 3)).toBe(0.95);
    expect(shownFactor(0.944, 3)).toBe(0.94);
  });

  it('caps at 1.10 and has no floor', () => {
    expect(shownFactor(1.1848, 3)).toBe(1.1);
    expect(shownFactor(2.5, 2)).toBe(1.1);
    expect(shownFactor(1.099, 2)).toBe(1.1);
    expect(shownFactor(1.094, 2)).toBe(1.09);
    expect(shownFactor(0.2, 3)).toBe(0.2);
    expect(shownFactor(0.004, 3)).toBe(0);
  });

  it('is 1.00 with fewer than 2 raters, whatever F_raw is', () => {
    expect(shownFactor(0.4, 1)).toBe(1);
    expect(shownFactor(1.6, 0)).toBe(1);
    expect(shownFactor(0.4, 2)).toBe(0.4);
  });
});

describe('adjusted mark (§23.5 step 6)', () => {
  it('applies the weight to the shown factor', () => {
    expect(adjustedMark(80, 0.5, 1.08, 0)).toBe(83.2);
    expect(adjustedMark(80, 0, 0.5, 0)).toBe(80);
    expect(adjustedMark(80, 1, 0.5, 0)).toBe(40);
  });

  it('subtracts the penalty and clamps to 0..100', () => {
    expect(adjustedMark(80, 0.5, 1, 10)).toBe(70);
    expect(adjustedMark(5, 0.5, 1, 10)).toBe(0);
    expect(adjustedMark(100, 1, 1.1, 0)).toBe(100);
    expect(adjustedMark(95, 0.5, 1.1, 0)).toBe(99.75);
  });

  it('rounds half up to 2 decimals', () => {
    // 67.01 * (0.5 + 0.5 * 0.9) = 63.6595
    expect(adjustedMark(67.01, 0.5, 0.9, 0)).toBe(63.66);
  });

  it('is null without a mark', () => {
    expect(adjustedMark(null, 0.5, 1.1, 10)).toBeNull();
  });
});

describe('normalisation (§23.5 step 2)', () => {
  it('divides a submitter row by its mean and gives non-submitters the neutral row', () => {
    const r = normalisedRows(
      [
        [null, 2, 4],
        [3, null, 3],
        [null, null, null],
      ],
      [true, true, false],
    );
    expect(r.map((row) => row.filter((_, j) => !Number.isNaN(row[j])))).toEqual([
      [2 / 3, 4 / 3],
      [1, 1],
      [1, 1],
    ]);
  });

  it('ignores self-scores', () => {
    const without = rawFactors(
      [
        [null, 4, 2],
        [3, null, 5],
        [1, 4, null],
      ],
      [true, true, true],
    );
    const withSelf = rawFactors(
      [
        [5, 4, 2],
        [3, 1, 5],
        [1, 4, 3],
      ],
      [true, true, true],
    );
    expect(withSelf).toEqual(without);
  });
});

describe('group results', () => {
  it('gives 1.00 and an insufficient_raters flag to members with fewer than 2 raters', () => {
    const result = scoreGroup(
      groupFromTable({
        names: ['Ann', 'Bob', 'Cat'],
        rows: [[null, 5, 1], null, null],
        selfRating: false,
        mark: 70,
      }),
    );
    expect(result.members.map((m) => [m.name, m.raters, m.factor, m.received, m.self])).toEqual([
      ['Ann', 0, 1, null, null],
      ['Bob', 1, 1, 5, null],
      ['Cat', 1, 1, 1, null],
    ]);
    // Bob: (5/3 from Ann + 1 from Cat's neutral row) / 2; Cat: (1/3 + 1) / 2.
    expect(result.members.map((m) => m.factor_raw)).toEqual([1, 1.3333, 0.6667]);
    expect(
      result.flags.filter((f) => f.code === 'insufficient_raters').map((f) => f.evidence),
    ).toEqual([
      'Ann was rated by 0 of 2 teammates; at least 2 are needed, so the factor is 1.00.',
      'Bob was rated by 1 of 2 teammates; at least 2 are needed, so the factor is 1.00.',
      'Cat was rated by 1 of 2 teammates; at least 2 are needed, so the factor is 1.00.',
    ]);
  });

  it('penalises only non-submitters and keeps their factor', () => {
    const result = scoreGroup(
      groupFromTable({
        names: ['Ann', 'Bob', 'Cat', 'Dan'],
        rows: [[3, 4, 4, 4], [4, 3, 4, 4], [4, 4, 3, 4], null],
        mark: 80,
        weight: 0.5,
        penalty: 15,
      }),
    );
    expect(result.members.map((m) => [m.name, m.submitted, m.factor, m.adjusted_mark])).toEqual([
      ['Ann', true, 1, 80],
      ['Bob', true, 1, 80],
      ['Cat', true, 1, 80],
      ['Dan', false, 1, 65],
    ]);
  });

  it('leaves adjusted_mark null while the group has no mark', () => {
    const result = scoreGroup(
      groupFromTable({
        names: ['A', 'B'],
        rows: [
          [5, 5],
          [5, 5],
        ],
      }),
    );
    expect(result.members.map((m) => m.adjusted_mark)).toEqual([null, null]);
  });
});
