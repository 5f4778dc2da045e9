import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@capstone/contracts';
import { createGroup, enrol } from '../helpers/course-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { groupOf, groupRecord, groupWorld, json, memberIds, quickStudent } from './group-fixtures';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: there the requests really
// overlap on separate connections, so only the row locks keep the counts right.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (payload: unknown, headers: Record<string, string>) =>
  json(t, 'PUT', '/api/group/join', payload, headers);
const leave = (payload: unknown, headers: Record<string, string>) =>
  json(t, 'PUT', '/api/group/leave', payload, headers);

async function classmates(subcourseId: string, count: number) {
  const list = [];
  for (let i = 0; i < count; i++) {
    const student = await quickStudent(t);
    await enrol(t.db, subcourseId, student.id, { tutorial: 'H12A' });
    list.push(student);
  }
  return list;
}

const tally = (responses: { statusCode: number; json: () => unknown }[]) => {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const body = response.json() as { message?: string; Error?: string };
    const key = `${response.statusCode} ${body.message ?? body.Error ?? 'ok'}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe('concurrent group membership', () => {
  it('30 students joining one 6-place group at once leave exactly 6 in it', async () => {
    const w = await groupWorld(t, { maxGroupSize: 6 });
    const group = await createGroup(t.db, w.subcourse.id, { name: 'H12A-Race', tutorial: 'H12A' });
    const students = await classmates(w.subcourse.id, 30);
    const body = { group_id: group.id, subcourse_id: w.subcourse.id };
    const responses = await Promise.all(students.map((s) => join(body, s.headers)));
    expect(tally(responses)).toEqual({
      [`200 ${GROUP_MESSAGES.joined}`]: 6,
      [`400 ${GROUP_MESSAGES.groupFull}`]: 24,
    });
    const members = await memberIds(t.db, group.id);
    expect(members).toHaveLength(6);
    const winners = students.filter((_, i) => responses[i]!.statusCode === 200).map((s) => s.id);
    expect(members).toEqual(winners.sort());
  });

  it('one student joining 10 groups at once lands in exactly one', async () => {
    const w = await groupWorld(t);
    const targets = [];
    for (let i = 0; i < 10; i++) {
      targets.push(
        await createGroup(t.db, w.subcourse.id, { name: `H12A-Pick${i}`, tutorial: 'H12A' }),
      );
    }
    const [student] = await classmates(w.subcourse.id, 1);
    const responses = await Promise.all(
      targets.map((g) => join({ group_id: g.id, subcourse_id: w.subcourse.id }, student!.headers)),
    );
    expect(tally(responses)).toEqual({
      [`200 ${GROUP_MESSAGES.joined}`]: 1,
      [`400 ${GROUP_MESSAGES.alreadyInGroup}`]: 9,
    });
    const winner = targets[responses.findIndex((r) => r.statusCode === 200)]!;
    expect(await groupOf(t.db, w.subcourse.id, student!.id)).toBe(winner.id);
    for (const g of targets) {
      expect(await memberIds(t.db, g.id)).toEqual(g.id === winner.id ? [student!.id] : []);
    }
  });

  it('joins racing leaves keep members, enrolments and the size limit consistent', async () => {
    const w = await groupWorld(t, { maxGroupSize: 3 });
    const group = await createGroup(t.db, w.subcourse.id, { name: 'H12A-Churn', tutorial: 'H12A' });
    const body = { group_id: group.id, subcourse_id: w.subcourse.id };
    const leavers = await classmates(w.subcourse.id, 3);
    for (const s of leavers) expect((await join(body, s.headers)).statusCode).toBe(200);
    const joiners = await classmates(w.subcourse.id, 8);

    const requests = [
      ...joiners.map((s) => ({ kind: 'join' as const, student: s })),
      ...leavers.map((s) => ({ kind: 'leave' as const, student: s })),
    ];
    // Interleave, so that leaves land among the joins rather than after them.
    requests.sort((a, b) => a.student.id.localeCompare(b.student.id));
    const responses = await Promise.all(
      requests.map((r) => (r.kind === 'join' ? join : leave)(body, r.student.headers)),
    );
    for (const [i, r] of requests.entries()) {
      const response = responses[i]!;
      if (r.kind === 'leave') expect(response.statusCode).toBe(200);
      else expect([200, 400]).toContain(response.statusCode);
      if (response.statusCode === 400) {
        expect(response.json()).toEqual({ Error: GROUP_MESSAGES.groupFull });
      }
    }
    const joined = requests
      .filter((r, i) => r.kind === 'join' && responses[i]!.statusCode === 200)
      .map((r) => r.student.id);
    const members = await memberIds(t.db, group.id);
    expect(members.length).toBeLessThanOrEqual(3);
    // Exactly the successful joiners are in the group; every leaver is out.
    expect(members).toEqual([...joined].sort());
    for (const s of leavers) expect(await groupOf(t.db, w.subcourse.id, s.id)).toBeNull();
    // A join was refused only because the group was full at that moment: after the leaves it
    // had room, so refusals imply the successful joins filled it back up, or came before.
    if (joined.length < joiners.length) expect(joined.length).toBeLessThanOrEqual(3);
  });

  it('concurrent identical links keep one entry', async () => {
    const w = await groupWorld(t);
    const link = { name: 'Repo', url: 'https://example.com/repo' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        json(
          t,
          'POST',
          `/api/group/links/${w.group.id}`,
          link,
          (i % 2 ? w.mate : w.member).headers,
        ),
      ),
    );
    expect(tally(responses)).toEqual({
      '200 ok': 1,
      [`400 ${GROUP_MESSAGES.linkNotUnique}`]: 7,
    });
    expect((await groupRecord(t.db, w.group.id)).links).toEqual([link]);
  });
});
