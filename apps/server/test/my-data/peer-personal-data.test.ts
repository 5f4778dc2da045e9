import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PEER_DIMENSIONS, myDataExportDocument } from '@capstone/contracts';
import {
  peerComments,
  peerGroupMarks,
  peerRatings,
  peerRoundMembers,
  peerRounds,
  peerSubmissions,
  students,
} from '../../src/db/schema';
import { eraseOfferingData } from '../../src/modules/retention/retention.repo';
import { boardWorld } from '../allocation/board-fixtures';
import { enrol } from '../helpers/course-factories';
import { PASSWORD, signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { findEverywhere } from './my-data-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scores = Object.fromEntries(DEFAULT_PEER_DIMENSIONS.map((d) => [d.key, 4]));

/**
 * Alpha (a1, a2, a3) and Bravo (b1 and one more) in a round of S that opened an hour ago, with
 * every member's submission saved: each rates every teammate 4 and writes them a comment, and
 * writes a private comment to staff. Rows are written directly: the routes have tests of their own.
 */
async function peerWorld(options: { released?: boolean } = {}) {
  const w = await boardWorld(t);
  const a3 = await signedIn(t, 'student');
  await enrol(t.db, w.subcourse.id, a3.id, { tutorial: 'H12A', groupId: w.alpha.id });
  const b2 = await signedIn(t, 'student');
  await enrol(t.db, w.subcourse.id, b2.id, { tutorial: 'H12A', groupId: w.bravo.id });
  // Each world's names are its own, so that a search for one finds only this world's rows.
  const tag = w.subcourse.id.slice(0, 8);
  const names: [{ id: string }, string][] = [
    [w.a1, `Ava One ${tag}`],
    [w.a2, `Ari Two ${tag}`],
    [a3, `Abe Three ${tag}`],
    [w.b1, `Ben One ${tag}`],
    [b2, `Bea Two ${tag}`],
  ];
  for (const [who, name] of names) {
    await t.db.update(students).set({ name }).where(eq(students.id, who.id));
  }
  const named = <T extends { id: string }>(who: T) => ({
    ...who,
    name: names.find(([x]) => x.id === who.id)![1],
  });
  const now = Date.now();
  const [round] = await t.db
    .insert(peerRounds)
    .values({
      subcourseId: w.subcourse.id,
      name: 'Interim',
      opensAt: new Date(now - 3_600_000),
      closesAt: new Date(now + 86_400_000),
      snapshotAt: new Date(now - 3_600_000),
      releasedAt: options.released ? new Date(now) : null,
      closedAt: options.released ? new Date(now - 60_000) : null,
      dimensions: DEFAULT_PEER_DIMENSIONS.map((d) => ({ ...d })),
    })
    .returning();
  const roundId = round!.id;
  const [a1, a2, b1] = [named(w.a1), named(w.a2), named(w.b1)];
  const teams = [
    { group: w.alpha.id, members: [a1, a2, named(a3)] },
    { group: w.bravo.id, members: [b1, named(b2)] },
  ];
  for (const { group, members } of teams) {
    await t.db.insert(peerGroupMarks).values({ roundId, groupId: group, mark: 80 });
    for (const rater of members) {
      await t.db.insert(peerRoundMembers).values({ roundId, groupId: group, studentId: rater.id });
      await t.db.insert(peerSubmissions).values({
        roundId,
        raterId: rater.id,
        submittedAt: new Date(now),
        staffComment: `Private note by ${rater.name}`,
      });
      for (const target of members.filter((m) => m.id !== rater.id)) {
        await t.db
          .insert(peerRatings)
          .values({ roundId, raterId: rater.id, targetId: target.id, scores });
        await t.db.insert(peerComments).values({
          roundId,
          authorId: rater.id,
          targetId: target.id,
          kind: 'peer',
          text: `From ${rater.name} to ${target.name}`,
        });
      }
    }
  }
  return { ...w, a1, a2, b1, a3: named(a3), b2: named(b2), roundId };
}

const rowsOf = async (roundId: string) => ({
  members: (
    await t.db.select().from(peerRoundMembers).where(eq(peerRoundMembers.roundId, roundId))
  ).map((r) => r.studentId),
  ratings: await t.db.select().from(peerRatings).where(eq(peerRatings.roundId, roundId)),
  comments: await t.db.select().from(peerComments).where(eq(peerComments.roundId, roundId)),
  submissions: await t.db
    .select()
    .from(peerSubmissions)
    .where(eq(peerSubmissions.roundId, roundId)),
  marks: (await t.db.select().from(peerGroupMarks).where(eq(peerGroupMarks.roundId, roundId))).map(
    (r) => r.groupId,
  ),
});

const exportOf = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('peer evaluations in personal data', () => {
  it("are in the student's export with what they entered, never with what others gave them", async () => {
    const w = await peerWorld();
    const own = await exportOf('/api/student/me/export', w.a1.headers);
    expect(own.statusCode).toBe(200);
    const doc = own.json();
    expect(myDataExportDocument.parse(doc)).toEqual(doc);
    expect(doc.peer_evaluations).toEqual([
      {
        round_id: w.roundId,
        subcourse_id: w.subcourse.id,
        name: 'Interim',
        opens_at: expect.stringMatching(/Z$/),
        closes_at: expect.stringMatching(/Z$/),
        released_at: null,
        group: { id: w.alpha.id, name: 'Alpha' },
        submitted_at: expect.stringMatching(/Z$/),
        private_comment_to_staff: `Private note by ${w.a1.name}`,
        ratings_given: [w.a2, w.a3]
          .sort((x, y) => (x.name < y.name ? -1 : 1))
          .map((s) => ({ student: { id: s.id, name: s.name }, scores })),
        comments_written: [w.a2, w.a3]
          .sort((x, y) => (x.name < y.name ? -1 : 1))
          .map((s) => ({
            student: { id: s.id, name: s.name },
            text: `From ${w.a1.name} to ${s.name}`,
            hidden_by_staff: false,
          })),
      },
    ]);
    expect(own.body).not.toContain(`From ${w.a2.name} to ${w.a1.name}`);
    expect(own.body).not.toContain(`Private note by ${w.a2.name}`);

    const staffExport = await exportOf(
      `/api/staff/subcourse/${w.subcourse.id}/students/${w.a1.id}/export`,
      w.admin.headers,
    );
    expect(staffExport.statusCode).toBe(200);
    expect(
      staffExport.json().peer_evaluations.map((r: { round_id: string }) => r.round_id),
    ).toEqual([w.roundId]);
    const outsider = (await exportOf('/api/student/me/export', w.loner.headers)).json();
    expect(outsider.peer_evaluations).toEqual([]);
  });

  it('a removal from S before release takes the student out of the round, and a group left with one member with them', async () => {
    const w = await peerWorld();
    const remove = (studentId: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/student/remove?subcourse_id=${w.subcourse.id}&student_id=${studentId}`,
        headers: w.admin.headers,
      });
    expect((await remove(w.a1.id)).statusCode).toBe(200);
    let rows = await rowsOf(w.roundId);
    expect(rows.members.sort()).toEqual([w.a2.id, w.a3.id, w.b1.id, w.b2.id].sort());
    for (const r of rows.ratings) expect([r.raterId, r.targetId]).not.toContain(w.a1.id);
    for (const c of rows.comments) expect([c.authorId, c.targetId]).not.toContain(w.a1.id);
    expect(rows.submissions.map((s) => s.raterId)).not.toContain(w.a1.id);
    expect(rows.ratings).toHaveLength(2 + 2);

    // Bravo keeps one member: the group leaves the round, with its mark.
    expect((await remove(w.b1.id)).statusCode).toBe(200);
    rows = await rowsOf(w.roundId);
    expect(rows.members.sort()).toEqual([w.a2.id, w.a3.id].sort());
    expect(rows.submissions.map((s) => s.raterId).sort()).toEqual([w.a2.id, w.a3.id].sort());
    expect(rows.ratings).toHaveLength(2);
    expect(rows.marks).toEqual([w.alpha.id]);
  });

  it('deleting an account in a released round keeps the numbers and takes every text they wrote or were sent', async () => {
    const w = await peerWorld({ released: true });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/student/me',
      headers: w.a1.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await rowsOf(w.roundId);
    expect(rows.members).toContain(w.a1.id);
    expect(rows.ratings).toHaveLength(6 + 2);
    for (const c of rows.comments) expect([c.authorId, c.targetId]).not.toContain(w.a1.id);
    expect(rows.submissions.find((s) => s.raterId === w.a1.id)?.staffComment).toBeNull();
    expect(await findEverywhere(t.db, `From ${w.a1.name}`)).toEqual([]);
    expect(await findEverywhere(t.db, `Private note by ${w.a1.name}`)).toEqual([]);
  });

  it('staff erasure of a removed student in S, and the retention deletion of S, leave nothing of the round behind', async () => {
    const w = await peerWorld({ released: true });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/student/remove?subcourse_id=${w.subcourse.id}&student_id=${w.a2.id}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/subcourse/${w.subcourse.id}/students/${w.a2.id}/data`,
      headers: w.admin.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await findEverywhere(t.db, `From ${w.a2.name}`)).toEqual([]);
    expect(await findEverywhere(t.db, `to ${w.a2.name}`)).toEqual([]);

    const counts = await t.db.transaction((tx) => eraseOfferingData(tx, w.subcourse.id));
    expect(counts.peer_rounds).toBe(1);
    expect(await t.db.select().from(peerRounds).where(eq(peerRounds.id, w.roundId))).toEqual([]);
    const left = await rowsOf(w.roundId);
    expect(left).toEqual({ members: [], ratings: [], comments: [], submissions: [], marks: [] });
    expect(
      await t.db
        .select()
        .from(peerComments)
        .where(and(eq(peerComments.roundId, w.roundId), eq(peerComments.kind, 'peer'))),
    ).toEqual([]);
  });
});
