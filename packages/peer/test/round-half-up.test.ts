import { describe, expect, it } from 'vitest';
import { formatFixed, roundHalfUp } from '../src/round-half-up';

describe('roundHalfUp', () => {
  it('rounds decimal halves up even when the double lies just below them', () => {
    // 1.005 * 100 = 100.49999999999999 in doubles; Math.round would give 1.00.
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(1.015, 2)).toBe(1.02);
    expect(roundHalfUp(2.675, 2)).toBe(2.68);
    expect(roundHalfUp(8.345, 2)).toBe(8.35);
    expect(roundHalfUp(0.125, 2)).toBe(0.13);
    expect(roundHalfUp(0.89665, 4)).toBe(0.8967);
  });

  it('rounds halves computed with float noise as halves', () => {
    expect(roundHalfUp(0.1 + 0.2 + 0.005 - 0.3, 2)).toBe(0.01);
    expect(roundHalfUp(80 * (1 - 0.5 + 0.5 * 1.01) - 0.005, 2)).toBe(80.4);
  });

  it('rounds below half down and above half up', () => {
    expect(roundHalfUp(1.0049, 2)).toBe(1);
    expect(roundHalfUp(1.00499999, 2)).toBe(1);
    expect(roundHalfUp(1.0051, 2)).toBe(1.01);
    expect(roundHalfUp(3.8666666666666667, 2)).toBe(3.87);
    expect(roundHalfUp(1.18476, 4)).toBe(1.1848);
  });

  it('keeps exact values and whole numbers', () => {
    expect(roundHalfUp(0.29, 2)).toBe(0.29);
    expect(roundHalfUp(1.1, 2)).toBe(1.1);
    expect(roundHalfUp(100, 2)).toBe(100);
    expect(roundHalfUp(0, 2)).toBe(0);
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
  });

  it('rounds negative halves away from zero', () => {
    expect(roundHalfUp(-1.005, 2)).toBe(-1.01);
  });

  it('writes two decimals for evidence', () => {
    expect(formatFixed(1)).toBe('1.00');
    expect(formatFixed(1.005)).toBe('1.01');
    expect(formatFixed(2.4000000000000004)).toBe('2.40');
    expect(formatFixed(3.8666666666666667)).toBe('3.87');
  });
});
