import { PEER_MESSAGES } from '@capstone/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARK_RULE, markChanged, markInputText, markRefusal, parseMark } from './group-mark';

describe('a typed group mark', () => {
  it('takes 0 to 100 with at most 2 decimals, and empty as no mark', () => {
    expect(parseMark(' 80 ')).toEqual({ ok: true, mark: 80 });
    expect(parseMark('72.5')).toEqual({ ok: true, mark: 72.5 });
    expect(parseMark('100.00')).toEqual({ ok: true, mark: 100 });
    expect(parseMark('0')).toEqual({ ok: true, mark: 0 });
    expect(parseMark('')).toEqual({ ok: true, mark: null });
  });

  it('refuses anything else with the rule', () => {
    for (const text of ['100.01', '101', '-1', '72.555', 'abc', '7e1', '1,5', '.5', '80.']) {
      expect(parseMark(text), text).toEqual({ ok: false, message: MARK_RULE });
    }
  });

  it('reads back every mark it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const mark = hundredths / 100;
        expect(parseMark(markInputText(mark))).toEqual({ ok: true, mark });
        expect(markChanged(markInputText(mark), mark)).toBe(false);
      }),
      { seed: 23, numRuns: 300 },
    );
    expect(markInputText(null)).toBe('');
    expect(markChanged('', null)).toBe(false);
    expect(markChanged('80', null)).toBe(true);
    expect(markChanged('abc', 80)).toBe(true);
  });
});

describe('a refused mark', () => {
  it('goes under the field when it is about the mark, else to a toast', () => {
    expect(markRefusal(PEER_MESSAGES.markRange(3))).toEqual({ text: MARK_RULE, inline: true });
    expect(markRefusal('This subcourse is archived')).toEqual({
      text: 'This offering is archived',
      inline: false,
    });
    expect(markRefusal(PEER_MESSAGES.markGroup(0))).toEqual({
      text: 'This group is no longer in the round. Reload the results.',
      inline: false,
    });
    expect(markRefusal(PEER_MESSAGES.marksList)).toEqual({
      text: 'The mark could not be saved.',
      inline: false,
    });
  });
});
