import { describe, expect, it } from 'vitest';
import { checkRoundFields, DEFAULT_PEER_DIMENSIONS, PEER_MESSAGES as M } from '../../src/index';

const NOW = new Date('2026-03-01T00:00:00.000Z');
const valid = {
  name: '  Interim  ',
  opens_at: '2026-03-02T09:00:00+11:00',
  closes_at: '2026-03-09T09:00:00Z',
};
const messageOf = (body: Record<string, unknown>) => {
  const result = checkRoundFields(body, NOW);
  return result.ok ? null : result.message;
};
const dimension = (key: string) => ({
  key,
  title: 'Title',
  anchors: { '5': 'High', '3': 'Middle', '1': 'Low' },
});

describe('a round’s creation fields (api.md §23.3)', () => {
  it('takes the defaults, trims the name and stores both times in UTC', () => {
    const result = checkRoundFields(valid, NOW);
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Interim',
        opensAt: new Date('2026-03-01T22:00:00.000Z'),
        closesAt: new Date('2026-03-09T09:00:00.000Z'),
        dimensions: DEFAULT_PEER_DIMENSIONS,
        selfRating: true,
        comments: true,
        weight: 0.5,
        nonSubmissionPenalty: 0,
      },
    });
  });

  it('answers the first failure in the order name, times, dimensions, settings', () => {
    const everythingWrong = {
      name: ' ',
      opens_at: 'yesterday',
      closes_at: 'soon',
      dimensions: [],
      self_rating: 'yes',
      weight: 2,
    };
    expect(messageOf(everythingWrong)).toBe(M.nameRequired);
    expect(messageOf({ ...everythingWrong, name: 'x'.repeat(101) })).toBe(M.nameTooLong);
    expect(messageOf({ ...everythingWrong, name: 'R' })).toBe(M.opensAtInvalid);
    expect(messageOf({ name: 'R' })).toBe(M.opensAtRequired);
    expect(messageOf({ name: 'R', opens_at: valid.opens_at })).toBe(M.closesAtRequired);
    expect(messageOf({ ...everythingWrong, name: 'R', opens_at: valid.opens_at })).toBe(
      M.closesAtInvalid,
    );
    expect(messageOf({ ...valid, closes_at: valid.opens_at, dimensions: [] })).toBe(
      M.closesBeforeOpens,
    );
    expect(
      messageOf({ ...valid, opens_at: '2026-01-01T00:00Z', closes_at: '2026-02-01T00:00Z' }),
    ).toBe(M.closesInPast);
    expect(messageOf({ ...valid, dimensions: [], self_rating: 'yes' })).toBe(M.dimensionsList);
    expect(messageOf({ ...valid, self_rating: 'yes', weight: 2 })).toBe(M.selfRatingInvalid);
    expect(messageOf({ ...valid, comments: 1 })).toBe(M.commentsInvalid);
    expect(messageOf({ ...valid, weight: 2 })).toBe(M.weightInvalid);
    expect(messageOf({ ...valid, weight: '0.5' })).toBe(M.weightInvalid);
    expect(messageOf({ ...valid, non_submission_penalty: 101 })).toBe(M.penaltyInvalid);
  });

  it('wants a zone designator and caps the length before the pattern', () => {
    expect(messageOf({ ...valid, opens_at: '2026-03-02T09:00:00' })).toBe(M.opensAtInvalid);
    expect(messageOf({ ...valid, opens_at: `2026-03-02T09:00:00.${'1'.repeat(40)}Z` })).toBe(
      M.opensAtInvalid,
    );
    expect(messageOf({ ...valid, opens_at: '2026-02-30T25:00:00Z' })).toBe(M.opensAtInvalid);
  });

  it('checks dimensions entry by entry: key, uniqueness, title, anchors 5, 3, 1', () => {
    const at = (dimensions: unknown[]) => messageOf({ ...valid, dimensions });
    expect(at(Array.from({ length: 11 }, (_, i) => dimension(`d${i}`)))).toBe(M.dimensionsList);
    expect(at([dimension('ok'), dimension('Bad')])).toBe(M.dimensionKey(1));
    expect(at([dimension('a'.repeat(31))])).toBe(M.dimensionKey(0));
    expect(at([dimension('same'), dimension('same')])).toBe(M.dimensionKeyUnique(1));
    expect(at([{ ...dimension('t'), title: '  ' }])).toBe(M.dimensionTitleRequired(0));
    expect(at([{ ...dimension('t'), title: 'x'.repeat(101) }])).toBe(M.dimensionTitleTooLong(0));
    expect(at([{ ...dimension('t'), anchors: { '3': 'a' } }])).toBe(M.anchorRequired(0, '5'));
    expect(at([{ ...dimension('t'), anchors: { '5': 'a', '1': 'c' } }])).toBe(
      M.anchorRequired(0, '3'),
    );
    expect(at([{ ...dimension('t'), anchors: { '5': 'a', '3': 'b', '1': 'x'.repeat(501) } }])).toBe(
      M.anchorTooLong(0, '1'),
    );
    const kept = checkRoundFields(
      {
        ...valid,
        dimensions: [{ ...dimension('z'), anchors: { '5': 'a', '3': 'b', '1': 'c', '4': 'd' } }],
      },
      NOW,
    );
    expect(kept.ok && kept.value.dimensions).toEqual([
      { key: 'z', title: 'Title', anchors: { '5': 'a', '3': 'b', '1': 'c' } },
    ]);
  });

  it('on an edit keeps omitted fields and checks the merged values', () => {
    const created = checkRoundFields(valid, NOW);
    if (!created.ok) throw new Error(created.message);
    const edited = checkRoundFields({ weight: 0.2 }, NOW, created.value);
    expect(edited).toEqual({ ok: true, value: { ...created.value, weight: 0.2 } });
    expect(checkRoundFields({ opens_at: '2026-03-10T00:00:00Z' }, NOW, created.value)).toEqual({
      ok: false,
      message: M.closesBeforeOpens,
    });
  });
});
