import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_PUBLISH_MESSAGES,
  DEFAULT_PEER_DIMENSIONS,
  MESSAGES,
  PEER_MESSAGES as M,
  SUBCOURSE_MESSAGES,
} from '@capstone/contracts';
import { eventsOf, theOneNew } from '../audit/audit-fixtures';
import { setSubcourse } from '../change-requests/change-request-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  createdRound,
  DAY,
  expectHiddenLadder,
  HOUR,
  peerWorld,
  roundBody,
  roundRow,
  roundsUrl,
  snapshotOf,
  type PeerWorld,
} from './peer-fixtures';

let t: TestApp;
let w: PeerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await peerWorld(t);
});
afterAll(() => t.close());

const create = (body: unknown, headers = w.admin.headers, subcourseId = w.subcourse.id) =>
  call(t, 'POST', roundsUrl(subcourseId), headers, body);
const iso = (ms: number) => new Date(ms).toISOString();
const dimension = (key: string, overrides: Record<string, unknown> = {}) => ({
  key,
  title: `Title ${key}`,
  anchors: { '5': 'High', '3': 'Middle', '1': 'Low' },
  ...overrides,
});

describe('POST /api/subcourse/{subcourseId}/peer-rounds: who may create', () => {
  it('answers 401, then 404 to anyone outside S (clients included) and for an unknown S', async () => {
    await expectHiddenLadder(t, w, {
      method: 'POST',
      url: roundsUrl(w.subcourse.id),
      unknownUrl: roundsUrl('no-such-subcourse'),
      notFound: SUBCOURSE_MESSAGES.notFound,
      payload: roundBody(),
    });
  });

  it('refuses students as staff-only and tutors as admin-only, before looking at the body', async () => {
    expectError(await create({}, w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(await create({}, w.tutor.headers), 403, MESSAGES.onlyCourseAdmins);
  });

  it('refuses an archived S before an inactive one, and both before the body', async () => {
    await setSubcourse(t, w.subcourse.id, { isArchived: true, isActive: false });
    expectError(await create({}), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false, isActive: false });
    expectError(await create({}), 400, AFTER_PUBLISH_MESSAGES.subcourseNotActive);
    await setSubcourse(t, w.subcourse.id, { isActive: true });
  });
});

describe('POST /api/subcourse/{subcourseId}/peer-rounds: the fields, in the order of §23.3', () => {
  it('checks each field in turn and answers the first failure', async () => {
    const now = Date.now();
    const valid = roundBody();
    const cases: [Record<string, unknown>, string][] = [
      [{}, M.nameRequired],
      [{ name: '   ' }, M.nameRequired],
      [{ name: 42 }, M.nameRequired],
      [{ name: 'x'.repeat(101) }, M.nameTooLong],
      [{ name: 'x'.repeat(100_000) }, M.nameTooLong],
      [{ name: 'Fine' }, M.opensAtRequired],
      [{ name: 'Fine', opens_at: '2025-03-04' }, M.opensAtInvalid],
      [{ name: 'Fine', opens_at: '2025-03-04T05:06:07' }, M.opensAtInvalid],
      [{ name: 'Fine', opens_at: `${'9'.repeat(10_000)}Z` }, M.opensAtInvalid],
      [{ name: 'Fine', opens_at: valid.opens_at }, M.closesAtRequired],
      [{ name: 'Fine', opens_at: valid.opens_at, closes_at: 17 }, M.closesAtInvalid],
      [{ ...valid, closes_at: iso(now - 2 * HOUR) }, M.closesBeforeOpens],
      [{ ...valid, opens_at: iso(now - 3 * HOUR), closes_at: iso(now - HOUR) }, M.closesInPast],
      [{ ...valid, dimensions: [] }, M.dimensionsList],
      [{ ...valid, dimensions: 'all' }, M.dimensionsList],
      [
        { ...valid, dimensions: Array.from({ length: 11 }, (_, i) => dimension(`k${i}`)) },
        M.dimensionsList,
      ],
      [{ ...valid, dimensions: [dimension('Upper')] }, M.dimensionKey(0)],
      [{ ...valid, dimensions: [dimension('a'.repeat(31))] }, M.dimensionKey(0)],
      [{ ...valid, dimensions: [dimension('ok'), dimension('ok')] }, M.dimensionKeyUnique(1)],
      [{ ...valid, dimensions: [dimension('ok', { title: ' ' })] }, M.dimensionTitleRequired(0)],
      [
        { ...valid, dimensions: [dimension('ok', { title: 't'.repeat(101) })] },
        M.dimensionTitleTooLong(0),
      ],
      [
        { ...valid, dimensions: [dimension('ok', { anchors: { '3': 'm', '1': 'l' } })] },
        M.anchorRequired(0, '5'),
      ],
      [
        { ...valid, dimensions: [dimension('ok', { anchors: { '5': 'h', '3': 'm' } })] },
        M.anchorRequired(0, '1'),
      ],
      [
        {
          ...valid,
          dimensions: [dimension('ok', { anchors: { '5': 'h', '3': 'm'.repeat(501), '1': 'l' } })],
        },
        M.anchorTooLong(0, '3'),
      ],
      [{ ...valid, self_rating: 'yes' }, M.selfRatingInvalid],
      [{ ...valid, comments: 1 }, M.commentsInvalid],
      [{ ...valid, weight: 1.5 }, M.weightInvalid],
      [{ ...valid, weight: '0.5' }, M.weightInvalid],
      [{ ...valid, non_submission_penalty: -1 }, M.penaltyInvalid],
      [{ ...valid, non_submission_penalty: 101 }, M.penaltyInvalid],
    ];
    for (const [body, message] of cases) {
      expectError(await create(body), 400, message);
    }
    expect(await eventsOf(t.db, 'peer.round_create')).toHaveLength(0);
  });

  it('refuses a name S already has, whatever its case, before any later field', async () => {
    await createdRound(t, w, { name: 'Interim check' });
    expectError(await create({ name: ' INTERIM CHECK ' }), 400, M.nameTaken);
    expectError(await create({ ...roundBody(), name: 'interim check' }), 400, M.nameTaken);
    // Names are unique per offering: another offering may use it.
    const elsewhere = await createdRound(
      t,
      { subcourse: w.otherSub, admin: w.otherAdmin },
      { name: 'Interim check' },
    );
    expect(elsewhere.subcourse).toBe(w.otherSub.id);
  });
});

describe('POST /api/subcourse/{subcourseId}/peer-rounds: the round made', () => {
  it('with a future opening time: scheduled, the defaults, no snapshot yet', async () => {
    const opensAt = iso(Date.now() + DAY);
    const closesAt = iso(Date.now() + 2 * DAY);
    const response = await create({ name: '  Final  ', opens_at: opensAt, closes_at: closesAt });
    expect(response.statusCode, response.body).toBe(201);
    const round = response.json();
    expect(round).toEqual({
      id: expect.any(String),
      subcourse: w.subcourse.id,
      name: 'Final',
      status: 'scheduled',
      opens_at: opensAt,
      closes_at: closesAt,
      closed_at: null,
      released_at: null,
      dimensions: DEFAULT_PEER_DIMENSIONS,
      self_rating: true,
      comments: true,
      weight: 0.5,
      non_submission_penalty: 0,
      groups_count: 0,
      students_count: 0,
      submitted_count: 0,
      reminded_at: null,
    });
    expect((await roundRow(t, round.id))!.snapshotAt).toBeNull();
    expect(await snapshotOf(t, round.id)).toEqual([]);
  });

  it('with a past opening time: open at once, its snapshot the groups of 2 or more', async () => {
    const before = (await eventsOf(t.db, 'peer.round_create')).length;
    const dimensions = [dimension('effort'), dimension('care')];
    const response = await create({
      ...roundBody({ name: 'Sprint review' }),
      opens_at: '2020-01-01T10:00:00+10:00',
      dimensions,
      self_rating: false,
      comments: false,
      weight: 0.25,
      non_submission_penalty: 5,
    });
    expect(response.statusCode, response.body).toBe(201);
    const round = response.json();
    expect(round).toMatchObject({
      status: 'open',
      opens_at: '2020-01-01T00:00:00.000Z',
      dimensions,
      self_rating: false,
      comments: false,
      weight: 0.25,
      non_submission_penalty: 5,
      groups_count: 3,
      students_count: 6,
      submitted_count: 0,
    });
    // Empty and one-member groups are left out, and so is the student in no group.
    expect(await snapshotOf(t, round.id)).toEqual(
      [
        `${w.alpha.id}:${w.a1.id}`,
        `${w.alpha.id}:${w.a2.id}`,
        `${w.bravo.id}:${w.b1.id}`,
        `${w.bravo.id}:${w.b2.id}`,
        `${w.charlie.id}:${w.c1.id}`,
        `${w.charlie.id}:${w.c2.id}`,
      ].sort(),
    );
    const event = await theOneNew(t.db, 'peer.round_create', before);
    expect(event).toMatchObject({
      actorId: w.admin.id,
      subcourseId: w.subcourse.id,
      targetType: 'subcourse',
      targetId: w.subcourse.id,
      summary: { round_id: round.id, round_name: 'Sprint review', opened: true },
    });
  });

  it('never answers 500 to odd bodies', async () => {
    for (const body of [null, { name: ['a'] }, { name: 'Odd', dimensions: [null, 3] }]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
