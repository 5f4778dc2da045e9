import { describe, expect, it } from 'vitest';
import { trimIndex, trimmedMean } from '../src/trim';

describe('trimming (§23.5 step 3)', () => {
  it('never trims fewer than 4 values', () => {
    expect(trimIndex([1])).toBeNull();
    expect(trimIndex([0.5, 1.5])).toBeNull();
    expect(trimIndex([0.2, 1, 1.8])).toBeNull();
    expect(trimmedMean([0.2, 1, 1.5])).toBeCloseTo(2.7 / 3, 12);
  });

  it('drops the value farthest from the median of an odd count', () => {
    // median 1.0; distances 0.1, 0, 0.4, 0.05, 0.1
    expect(trimIndex([0.9, 1.0, 1.4, 1.05, 1.1])).toBe(2);
    expect(trimmedMean([0.9, 1.0, 1.4, 1.05, 1.1])).toBeCloseTo((0.9 + 1.0 + 1.05 + 1.1) / 4, 12);
  });

  it('uses the mean of the two middle values as the median of an even count', () => {
    // sorted 0.5, 1.0, 1.2, 1.3: median 1.1; distances 0.6, 0.1, 0.1, 0.2
    expect(trimIndex([1.2, 0.5, 1.3, 1.0])).toBe(1);
    // sorted 0.6, 1.0, 1.2, 1.6: median 1.1 puts 0.6 and 1.6 both 0.5 away, so nothing is
    // dropped; the lower middle (1.0) would drop 1.6, the upper middle (1.2) would drop 0.6.
    expect(trimIndex([1.6, 1.0, 0.6, 1.2])).toBeNull();
  });

  it('drops nothing when the farthest distance is shared by a value above and one below', () => {
    // median 1.0; 0.8 and 1.2 are both 0.2 away (0.2 vs 0.19999999999999996 in doubles)
    expect(trimIndex([0.8, 1.0, 1.0, 1.2])).toBeNull();
    expect(trimmedMean([0.8, 1.0, 1.0, 1.2])).toBeCloseTo(1, 12);
    expect(trimIndex([0.7, 0.9, 1.0, 1.1, 1.3])).toBeNull();
  });

  it('drops only one when the farthest distance is shared by equal values', () => {
    // median of 1.0, 1.0, 1.0, 1.4, 1.4 is 1.0; both 1.4 are 0.4 away and on the same side
    const values = [1.4, 1.0, 1.4, 1.0, 1.0];
    expect(trimIndex(values)).toBe(0);
    expect(trimmedMean(values)).toBeCloseTo((1.4 + 3) / 4, 12);
  });

  it('drops one value when all values are equal', () => {
    expect(trimIndex([1, 1, 1, 1])).not.toBeNull();
    expect(trimmedMean([1, 1, 1, 1])).toBe(1);
  });

  it('reproduces the 5-member example of §23.5', () => {
    expect(trimIndex([0.9552, 0.9444, 1.2063, 0.7901])).toBe(2);
  });
});
