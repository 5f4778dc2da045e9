import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@/lib/memory-storage.test-util';
import {
  clearDraft,
  draftKey,
  readDraft,
  sanitiseState,
  startingForm,
  writeDraft,
  type PeerDraft,
} from './peer-draft';
import { emptyFormState, setScore, stateFromSubmission } from './peer-form-state';
import { allAt, ANA, BEN, CAI, context, submission } from './test-fixtures.test-util';

const SUBMITTED = '2026-03-05T10:00:00.000Z';
const saved = submission({
  submitted_at: SUBMITTED,
  ratings: [
    { student: ANA.id, scores: allAt(3) },
    { student: BEN.id, scores: allAt(3) },
    { student: CAI.id, scores: allAt(3) },
  ],
});
const draftAt = (savedAt: string): PeerDraft => ({
  savedAt,
  state: setScore(emptyFormState(), BEN.id, 'quality', 5),
});

describe('which form a visit opens with', () => {
  it('opens the draft when it was changed after the last submission', () => {
    const start = startingForm(saved, draftAt('2026-03-05T10:00:00.001Z'), context());
    expect(start.fromDraft).toBe(true);
    expect(start.state.scores[BEN.id]).toEqual({ quality: 5 });
  });

  it('opens the submission when the draft is older or as old', () => {
    for (const at of ['2026-03-05T09:59:59.999Z', SUBMITTED]) {
      const start = startingForm(saved, draftAt(at), context());
      expect(start.fromDraft).toBe(false);
      expect(start.state).toEqual(stateFromSubmission(saved));
    }
  });

  it('opens any draft when nothing was submitted yet, and the empty form without one', () => {
    expect(
      startingForm(submission(), draftAt('2020-01-01T00:00:00.000Z'), context()).fromDraft,
    ).toBe(true);
    expect(startingForm(submission(), null, context())).toEqual({
      state: emptyFormState(),
      fromDraft: false,
    });
  });
});

describe('keeping a draft in the browser', () => {
  it('writes and reads back a draft under a key per student and round', () => {
    const storage = createMemoryStorage();
    const state = setScore(emptyFormState(), CAI.id, 'on_track', 2);
    const now = new Date('2026-03-04T01:02:03.000Z');
    expect(writeDraft(storage, draftKey(ANA.id, 'r1'), state, now)).toBe(true);
    expect(readDraft(storage, draftKey(ANA.id, 'r1'), context())).toEqual({
      savedAt: now.toISOString(),
      state,
    });
    expect(readDraft(storage, draftKey(BEN.id, 'r1'), context())).toBeNull();
    expect(readDraft(storage, draftKey(ANA.id, 'r2'), context())).toBeNull();
    clearDraft(storage, draftKey(ANA.id, 'r1'));
    expect(storage.dump()).toEqual({});
  });

  it('reads a malformed or undated draft as none', () => {
    const storage = createMemoryStorage({
      a: '{not json',
      b: JSON.stringify({ state: {} }),
      c: JSON.stringify({ savedAt: 'yesterday', state: {} }),
      d: JSON.stringify([1, 2]),
    });
    for (const key of ['a', 'b', 'c', 'd']) expect(readDraft(storage, key, context())).toBeNull();
  });

  it('answers false when the browser refuses to store', () => {
    const full = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeDraft(full, 'k', emptyFormState(), new Date())).toBe(false);
  });

  it('keeps only people, dimensions, levels and comments the round still takes', () => {
    const raw = {
      scores: {
        [BEN.id]: { quality: 4, knowledge: 7, contributing: 2.5, on_track: '3', gone: 1 },
        stranger: { quality: 5 },
        [CAI.id]: 'five',
      },
      comments: { [ANA.id]: 'to myself', [BEN.id]: 'Thanks', [CAI.id]: 42, stranger: 'hi' },
      staffComment: 'Private',
    };
    expect(sanitiseState(raw, context())).toEqual({
      scores: { [BEN.id]: { quality: 4 } },
      comments: { [BEN.id]: 'Thanks' },
      staffComment: 'Private',
    });
    expect(sanitiseState(raw, context({ comments: false })).comments).toEqual({});
    expect(sanitiseState('junk', context())).toEqual(emptyFormState());
  });
});
