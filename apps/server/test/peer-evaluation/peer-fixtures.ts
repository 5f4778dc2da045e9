import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_PEER_DIMENSIONS, MESSAGES, type PeerRoundStaff } from '@capstone/contracts';
import {
  peerComments,
  peerGroupMarks,
  peerRatings,
  peerRoundMembers,
  peerRounds,
  peerSubmissions,
  staff,
  students,
} from '../../src/db/schema';
import { boardWorld } from '../allocation/board-fixtures';
import { enrol } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { signedIn } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

export type Headers = Record<string, string>;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Any request, with a JSON body when one is given. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers = {},
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export const roundsUrl = (subcourseId: string) => `/api/subcourse/${subcourseId}/peer-rounds`;
export const roundUrl = (roundId: string, tail = '') => `/api/peer-rounds/${roundId}${tail}`;

const iso = (ms: number) => new Date(ms).toISOString();

let roundCounter = 0;
/** A valid creation body: open since an hour, closing in a day, a name no other round has. */
export function roundBody(overrides: Record<string, unknown> = {}) {
  roundCounter += 1;
  return {
    name: `Round ${roundCounter}`,
    opens_at: iso(Date.now() - HOUR),
    closes_at: iso(Date.now() + DAY),
    ...overrides,
  };
}

/**
 * The board world (api tests' usual offering) made ready for peer evaluation: Alpha (Ava, Ari)
 * and Bravo (Ben, Bea) in H12A, Charlie (Cal, Cody) in W15B, an empty group and a student in no
 * group. The H12A tutor sees Alpha and Bravo; the W15B tutor sees Charlie.
 */
export async function peerWorld(t: TestApp) {
  const w = await boardWorld(t);
  const b2 = await signedIn(t, 'student');
  await enrol(t.db, w.subcourse.id, b2.id, { tutorial: 'H12A', groupId: w.bravo.id });
  const c2 = await signedIn(t, 'student');
  await enrol(t.db, w.subcourse.id, c2.id, { tutorial: 'W15B', groupId: w.charlie.id });
  const names: [{ id: string }, string][] = [
    [w.a1, 'Ava Alpha'],
    [w.a2, 'Ari Alpha'],
    [w.b1, 'Ben Bravo'],
    [b2, 'Bea Bravo'],
    [w.c1, 'Cal Charlie'],
    [c2, 'Cody Charlie'],
    [w.loner, 'Lou Loner'],
  ];
  for (const [who, name] of names) {
    await t.db.update(students).set({ name }).where(eq(students.id, who.id));
  }
  await t.db.update(staff).set({ name: 'Dana Admin' }).where(eq(staff.id, w.admin.id));
  const named = <T extends { id: string }>(who: T) => ({
    ...who,
    name: names.find(([x]) => x.id === who.id)![1],
  });
  return {
    ...w,
    a1: named(w.a1),
    a2: named(w.a2),
    b1: named(w.b1),
    b2: named(b2),
    c1: named(w.c1),
    c2: named(c2),
    loner: named(w.loner),
  };
}
export type PeerWorld = Awaited<ReturnType<typeof peerWorld>>;

/** Creates a round as the course admin and expects the 201. */
export async function createdRound(
  t: TestApp,
  w: { subcourse: { id: string }; admin: { headers: Headers } },
  overrides: Record<string, unknown> = {},
) {
  const response = await call(t, 'POST', roundsUrl(w.subcourse.id), w.admin.headers, {
    ...roundBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PeerRoundStaff>();
}

/** A round that opens tomorrow. */
export const scheduledRound = (
  t: TestApp,
  w: Parameters<typeof createdRound>[1],
  overrides: Record<string, unknown> = {},
) =>
  createdRound(t, w, {
    opens_at: iso(Date.now() + DAY),
    closes_at: iso(Date.now() + 2 * DAY),
    ...overrides,
  });

/** Moves a round's times in the database, as the clock would. */
export async function setRoundTimes(
  t: TestApp,
  roundId: string,
  values: { opensAt?: Date; closesAt?: Date; remindedAt?: Date | null },
) {
  await t.db.update(peerRounds).set(values).where(eq(peerRounds.id, roundId));
}

/** Ends a round by the clock: `closes_at` a minute ago (and opened before that). */
export async function closeByClock(t: TestApp, roundId: string) {
  await setRoundTimes(t, roundId, {
    opensAt: new Date(Date.now() - 2 * HOUR),
    closesAt: new Date(Date.now() - 60_000),
  });
}

/** Every dimension scored `score`, for the default dimensions. */
export const flatScores = (score: number) =>
  Object.fromEntries(DEFAULT_PEER_DIMENSIONS.map((d) => [d.key, score]));

/** A complete submission body rating each of `people` `score` on every default dimension. */
export function submissionBody(
  people: readonly { id: string }[],
  score = 4,
  extra: { comments?: Record<string, string>; staff_comment?: string } = {},
) {
  return {
    ratings: people.map((p) => ({
      student: p.id,
      scores: flatScores(score),
      ...(extra.comments?.[p.id] !== undefined ? { comment: extra.comments[p.id] } : {}),
    })),
    ...(extra.staff_comment !== undefined ? { staff_comment: extra.staff_comment } : {}),
  };
}

/** Saves a submission and expects the 200. */
export async function submitted(t: TestApp, roundId: string, headers: Headers, body: unknown) {
  const response = await call(t, 'PUT', roundUrl(roundId, '/submission'), headers, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string; submitted_at: string }>();
}

/** The snapshot as rows: `groupId:studentId`, sorted. */
export async function snapshotOf(t: TestApp, roundId: string) {
  const rows = await t.db
    .select()
    .from(peerRoundMembers)
    .where(eq(peerRoundMembers.roundId, roundId));
  return rows.map((r) => `${r.groupId}:${r.studentId}`).sort();
}

export async function roundRow(t: TestApp, roundId: string) {
  const [row] = await t.db.select().from(peerRounds).where(eq(peerRounds.id, roundId));
  return row;
}

/** Everything stored for one student's submission in the round. */
export async function savedBy(t: TestApp, roundId: string, raterId: string) {
  return {
    submission: (
      await t.db
        .select()
        .from(peerSubmissions)
        .where(and(eq(peerSubmissions.roundId, roundId), eq(peerSubmissions.raterId, raterId)))
    )[0],
    ratings: await t.db
      .select()
      .from(peerRatings)
      .where(and(eq(peerRatings.roundId, roundId), eq(peerRatings.raterId, raterId))),
    comments: await t.db
      .select()
      .from(peerComments)
      .where(and(eq(peerComments.roundId, roundId), eq(peerComments.authorId, raterId))),
  };
}

export async function marksOf(t: TestApp, roundId: string) {
  const rows = await t.db.select().from(peerGroupMarks).where(eq(peerGroupMarks.roundId, roundId));
  return Object.fromEntries(rows.map((r) => [r.groupId, r.mark]));
}

/** Mails with `subject` sent since `from`, once every queued one is sent. */
export async function mailsSince(t: TestApp, from: number, subject: string) {
  await t.app.outbox.drain();
  return t.mailer.sent.slice(from).filter((m) => m.subject === subject);
}

/** Where the mails sent so far end, once every queued one is sent. */
export async function mailMark(t: TestApp) {
  await t.app.outbox.drain();
  return t.mailer.sent.length;
}

/**
 * The first rungs of every §23 route's ladder: 401 without a token or with a bad one; 404 for a
 * client of the course, a student and the course admin of another offering, and for a round or
 * subcourse that does not exist (or a malformed id). `notFound` is the route's 404 message.
 */
export async function expectHiddenLadder(
  t: TestApp,
  w: PeerWorld,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    unknownUrl: string;
    notFound: string;
    payload?: unknown;
  },
) {
  const { method, url, payload } = request;
  expectError(await call(t, method, url, {}, payload), 401, MESSAGES.missingAuth);
  expectError(
    await call(t, method, url, { authorization: 'Bearer nope' }, payload),
    401,
    MESSAGES.invalidToken,
  );
  for (const stranger of [w.client, w.outsider, w.otherAdmin]) {
    expectError(await call(t, method, url, stranger.headers, payload), 404, request.notFound);
  }
  expectError(
    await call(t, method, request.unknownUrl, w.admin.headers, payload),
    404,
    request.notFound,
  );
}
