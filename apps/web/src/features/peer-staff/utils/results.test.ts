import { describe, expect, it } from 'vitest';
import {
  factorChartData,
  factorReason,
  factorSummary,
  groupSubmittedText,
  rawFactorText,
  twoDecimals,
} from './results';

describe('numbers in the results', () => {
  it('have 2 decimals, or a dash for none', () => {
    expect(twoDecimals(1.1)).toBe('1.10');
    expect(twoDecimals(84)).toBe('84.00');
    expect(twoDecimals(null)).toBe('—');
  });
});

describe('why a shown factor differs from the raw one', () => {
  // The worked example of §23.5: Ana capped, Ben in the band, Cai and Dev as computed.
  it('explains the cap, the dead band and too few raters', () => {
    expect(factorReason({ raters: 3, factor_raw: 1.1848 })).toBe('Capped at 1.10');
    expect(factorReason({ raters: 3, factor_raw: 1.0321 })).toBe(
      'Within 0.05 of 1, so the factor is 1.00',
    );
    expect(factorReason({ raters: 3, factor_raw: 0.95 })).toBe(
      'Within 0.05 of 1, so the factor is 1.00',
    );
    expect(factorReason({ raters: 3, factor_raw: 1.0826 })).toBeNull();
    expect(factorReason({ raters: 3, factor_raw: 0.7005 })).toBeNull();
    expect(factorReason({ raters: 3, factor_raw: 1 })).toBeNull();
    expect(factorReason({ raters: 1, factor_raw: 0.7 })).toBe(
      'Fewer than 2 raters, so the factor is 1.00',
    );
  });

  it('shows the raw factor with 4 decimals', () => {
    expect(rawFactorText({ raters: 3, factor_raw: 1.0826 })).toBe('Raw 1.0826');
    expect(rawFactorText({ raters: 3, factor_raw: 1.1848 })).toBe('Raw 1.1848. Capped at 1.10.');
  });
});

describe('the factor chart', () => {
  const group = {
    name: 'Team 1',
    members: [
      { name: 'Ana', factor: 1.1 },
      { name: 'Dev', factor: 0.7 },
    ],
  };

  it('has a bar per member and says the same in words', () => {
    expect(factorChartData(group)).toEqual([
      { name: 'Ana', factor: 1.1 },
      { name: 'Dev', factor: 0.7 },
    ]);
    expect(factorSummary(group)).toBe('Contribution factors in Team 1: Ana 1.10, Dev 0.70.');
    expect(factorSummary({ name: 'Team 2', members: [] })).toBe(
      'Team 2 has no members in this round.',
    );
  });

  it('counts who submitted', () => {
    expect(groupSubmittedText([{ submitted: true }, { submitted: false }])).toBe(
      '1 of 2 submitted',
    );
  });
});
