import type { MyPeerResults } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  barPercent,
  dimensionRows,
  factorReading,
  HIDDEN_AVERAGE,
  markSentences,
  twoDecimals,
} from './results-summary';
import { round } from './test-fixtures.test-util';

const results = (overrides: Partial<MyPeerResults> = {}): MyPeerResults => ({
  round: round({ status: 'released', submitted: true }),
  factor: 1,
  mark: null,
  adjusted_mark: null,
  dimensions: [],
  comments: [],
  ...overrides,
});

describe('the factor', () => {
  it('reads 1.00 as a fair share, above as more and below as less', () => {
    expect(factorReading(1)).toBe('Your share of the work counts as a fair share.');
    expect(factorReading(1.08)).toContain('more than a fair share.');
    expect(factorReading(1.1)).toContain('the most the factor allows');
    expect(factorReading(0.7)).toContain('less than a fair share');
  });

  it('is shown with two decimals', () => {
    expect(twoDecimals(1)).toBe('1.00');
    expect(twoDecimals(0.7)).toBe('0.70');
  });
});

describe('the marks', () => {
  it('says the mark is not set while the group has none', () => {
    expect(markSentences(results())).toEqual(["Your group's mark is not set yet."]);
  });

  it('gives the group mark and the adjusted mark with the weight', () => {
    expect(markSentences(results({ factor: 1.1, mark: 80, adjusted_mark: 84 }))).toEqual([
      "Your group's mark is 80.00.",
      "Your adjusted mark is 84.00: 50% of the group's mark is scaled by your factor.",
    ]);
  });

  it('names the deduction only for a student who did not submit', () => {
    const penalised = round({ status: 'released', submitted: false, non_submission_penalty: 5 });
    const sentences = markSentences(results({ round: penalised, mark: 80, adjusted_mark: 75 }));
    expect(sentences[2]).toBe(
      'It includes a deduction of 5.00 marks because you did not submit your peer evaluation.',
    );
    const submitted = { ...penalised, submitted: true };
    expect(markSentences(results({ round: submitted, mark: 80, adjusted_mark: 80 }))).toHaveLength(
      2,
    );
  });
});

describe('the rows of one dimension', () => {
  const dimension = {
    key: 'quality',
    title: 'Expecting quality',
    self: 4.2,
    peers: null,
    team: null,
  };

  it('explains a withheld average instead of showing a number', () => {
    const rows = dimensionRows(dimension, true);
    expect(rows.map((row) => row.series)).toEqual(['self', 'peers', 'team']);
    expect(rows[0]).toMatchObject({ text: '4.20 of 5', percent: 84 });
    expect(rows[1]).toMatchObject({ value: null, text: HIDDEN_AVERAGE, percent: 0 });
  });

  it('leaves out your own row when the round asked for no self-rating', () => {
    const rows = dimensionRows({ ...dimension, self: null, peers: 3.5, team: 3 }, false);
    expect(rows.map((row) => row.text)).toEqual(['3.50 of 5', '3.00 of 5']);
  });

  it('says when you gave no self-rating', () => {
    expect(dimensionRows({ ...dimension, self: null }, true)[0]?.text).toBe(
      'You did not submit a self-rating',
    );
  });

  it('draws a bar as a share of 5, never past its ends', () => {
    expect(barPercent(5)).toBe(100);
    expect(barPercent(2.5)).toBe(50);
    expect(barPercent(7)).toBe(100);
    expect(barPercent(null)).toBe(0);
  });
});
