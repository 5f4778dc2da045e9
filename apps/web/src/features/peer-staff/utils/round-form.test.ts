import { PEER_MESSAGES as M, showsFieldKey, type PeerRoundStaff } from '@capstone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blankDimension,
  checkRoundForm,
  newRoundForm,
  roundBody,
  roundFormFrom,
  type RoundFormValues,
} from './round-form';
import { roundFieldOf, roundMessageForPeople } from './round-messages';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Australia/Sydney';
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

const NOW = new Date('2026-03-01T00:00:00.000Z'); // 11:00 in Sydney

const valid = (): RoundFormValues => ({
  ...newRoundForm(NOW),
  name: '  Interim  ',
  opensAt: '2026-03-04T09:00',
  closesAt: '2026-03-11T17:30',
});

describe('a new round’s form', () => {
  it('opens at the next full hour, closes a week later, with the spec’s defaults', () => {
    const form = newRoundForm(new Date('2026-03-03T22:17:45.000Z')); // 09:17 in Sydney
    expect(form.opensAt).toBe('2026-03-04T10:00');
    expect(form.closesAt).toBe('2026-03-11T10:00');
    expect(form).toMatchObject({
      name: '',
      selfRating: true,
      comments: true,
      weight: 0.5,
      penalty: 0,
    });
    expect(form.dimensions.map((d) => d.key)).toEqual([
      'contributing',
      'interacting',
      'on_track',
      'quality',
      'knowledge',
    ]);
    expect(form.dimensions[0]?.anchors['5']).toMatch(/^Does more or better work/);
    expect(new Set(form.dimensions.map((d) => d.uid)).size).toBe(5);
  });
});

describe('the request body', () => {
  it('sends the times with the browser’s offset and trimmed text', () => {
    const values = valid();
    values.dimensions = [
      {
        uid: 'x',
        key: ' ideas ',
        title: ' Ideas ',
        anchors: { '5': ' Many ', '3': 'Some', '1': 'None ' },
      },
    ];
    values.weight = '0.25';
    values.penalty = 10;
    expect(roundBody(values)).toEqual({
      name: 'Interim',
      opens_at: '2026-03-04T09:00:00.000+11:00',
      closes_at: '2026-03-11T17:30:00.000+11:00',
      dimensions: [
        { key: 'ideas', title: 'Ideas', anchors: { '5': 'Many', '3': 'Some', '1': 'None' } },
      ],
      self_rating: true,
      comments: true,
      weight: 0.25,
      non_submission_penalty: 10,
    });
  });

  it('never turns an empty number field into 0', () => {
    expect(roundBody({ ...valid(), weight: '' }).weight).toBeNaN();
    expect(roundBody({ ...valid(), penalty: ' ' }).non_submission_penalty).toBeNaN();
  });

  it('edits a round with its own values, at the same instants', () => {
    const round = {
      id: 'r1',
      subcourse: 's1',
      name: 'Final',
      status: 'scheduled',
      opens_at: '2026-05-31T23:00:00.000Z',
      closes_at: '2026-06-07T07:00:00.000Z',
      closed_at: null,
      released_at: null,
      dimensions: [{ key: 'k', title: 'T', anchors: { '5': 'a', '3': 'b', '1': 'c' } }],
      self_rating: false,
      comments: false,
      weight: 0.3,
      non_submission_penalty: 5,
      groups_count: 0,
      students_count: 0,
      submitted_count: 0,
      reminded_at: null,
    } satisfies PeerRoundStaff;
    const form = roundFormFrom(round);
    expect(form.opensAt).toBe('2026-06-01T09:00');
    const body = roundBody(form);
    expect(new Date(body.opens_at).toISOString()).toBe(round.opens_at);
    expect(new Date(body.closes_at).toISOString()).toBe(round.closes_at);
    expect(body).toMatchObject({
      name: 'Final',
      self_rating: false,
      comments: false,
      weight: 0.3,
      non_submission_penalty: 5,
      dimensions: round.dimensions,
    });
  });
});

describe('checking the form before sending', () => {
  it('passes a complete form', () => {
    expect(checkRoundForm(valid(), NOW)).toEqual({});
  });

  it('puts the first problem, in the spec’s order, under its field in people’s words', () => {
    expect(checkRoundForm({ ...valid(), name: '  ', opensAt: '' }, NOW)).toEqual({
      name: 'Enter a name',
    });
    expect(checkRoundForm({ ...valid(), opensAt: '' }, NOW)).toEqual({
      opensAt: 'Choose when the round opens',
    });
    expect(checkRoundForm({ ...valid(), closesAt: '2026-02-31T10:00' }, NOW)).toEqual({
      closesAt: 'Choose when the round closes',
    });
    expect(checkRoundForm({ ...valid(), closesAt: '2026-03-04T08:00' }, NOW)).toEqual({
      closesAt: 'Choose a closing time after the opening time',
    });
    expect(
      checkRoundForm(
        { ...valid(), opensAt: '2026-02-01T09:00', closesAt: '2026-02-20T09:00' },
        NOW,
      ),
    ).toEqual({ closesAt: 'Choose a closing time in the future' });
    expect(checkRoundForm({ ...valid(), weight: 1.5 }, NOW)).toEqual({
      weight: 'Enter a weight from 0 to 1, such as 0.5',
    });
    expect(checkRoundForm({ ...valid(), penalty: '' }, NOW)).toEqual({
      penalty: 'Enter a penalty from 0 to 100 marks',
    });
  });

  it('names a dimension’s own field', () => {
    const values = valid();
    expect(checkRoundForm({ ...values, dimensions: [] }, NOW)).toEqual({
      dimensions: 'A round rates 1 to 10 dimensions: add one, or remove some',
    });
    const second = { ...blankDimension(), key: 'ideas', title: ' ' };
    expect(checkRoundForm({ ...values, dimensions: [...values.dimensions, second] }, NOW)).toEqual({
      'dimensions.5.title': 'Enter a title',
    });
    const copy = { ...blankDimension(), key: 'quality' };
    expect(checkRoundForm({ ...values, dimensions: [...values.dimensions, copy] }, NOW)).toEqual({
      'dimensions.5.key': 'Another dimension already uses this key',
    });
    const first = values.dimensions[0]!;
    const badKey = { ...first, key: 'Team Work' };
    expect(checkRoundForm({ ...values, dimensions: [badKey] }, NOW)).toEqual({
      'dimensions.0.key':
        'Use 1 to 30 lower-case letters, digits or underscores, starting with a letter',
    });
    const noLevel3 = { ...first, anchors: { ...first.anchors, '3': '' } };
    expect(checkRoundForm({ ...values, dimensions: [noLevel3] }, NOW)).toEqual({
      'dimensions.0.anchors.3': 'Describe level 3',
    });
    const longLevel1 = { ...first, anchors: { ...first.anchors, '1': 'x'.repeat(501) } };
    expect(checkRoundForm({ ...values, dimensions: [longLevel1] }, NOW)).toEqual({
      'dimensions.0.anchors.1': 'The description of level 1 must be at most 500 characters',
    });
  });
});

describe('the server’s creation messages', () => {
  const indexed = [0, 3, 9].flatMap((i) => [
    M.dimensionKey(i),
    M.dimensionKeyUnique(i),
    M.dimensionTitleRequired(i),
    M.dimensionTitleTooLong(i),
    ...(['5', '3', '1'] as const).flatMap((level) => [
      M.anchorRequired(i, level),
      M.anchorTooLong(i, level),
    ]),
  ]);
  const fixed = [
    M.nameRequired,
    M.nameTooLong,
    M.nameTaken,
    M.opensAtRequired,
    M.opensAtInvalid,
    M.closesAtRequired,
    M.closesAtInvalid,
    M.closesBeforeOpens,
    M.closesInPast,
    M.dimensionsList,
    M.selfRatingInvalid,
    M.commentsInvalid,
    M.weightInvalid,
    M.penaltyInvalid,
  ];

  it('each belong under a field of the form', () => {
    for (const message of [...fixed, ...indexed]) expect(roundFieldOf(message)).not.toBeNull();
    expect(roundFieldOf(M.dimensionTitleRequired(9))).toBe('dimensions.9.title');
    expect(roundFieldOf(M.anchorTooLong(3, '5'))).toBe('dimensions.3.anchors.5');
    expect(roundFieldOf(M.nameTaken)).toBe('name');
    expect(roundFieldOf(M.alreadyOpened)).toBeNull();
  });

  it('are never shown with a schema key', () => {
    for (const message of [...fixed, ...indexed]) {
      const shown = roundMessageForPeople(message);
      expect(showsFieldKey(shown), shown).toBe(false);
      expect(shown).not.toMatch(/[[\]_]/);
    }
    expect(roundMessageForPeople(M.nameTooLong)).toBe('Name must be at most 100 characters');
  });
});
