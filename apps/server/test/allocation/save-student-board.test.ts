import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOCATION_MESSAGES as M } from '@capstone/contracts';
import { groups } from '../../src/db/schema';
import { inChannel, projectChannels, quickStudent } from '../groups/group-fixtures';
import { enrol } from '../helpers/course-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  board,
  boardWorld,
  enrolmentOf,
  groupRow,
  logsOf,
  mailedSince,
  post,
  type BoardWorld,
} from './board-fixtures';
import { expectError } from '../helpers/expect-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (subcourseId: string) => `/api/admin/allocate/${subcourseId}/student`;
const save = (w: BoardWorld, body: unknown, headers = w.admin.headers, id = w.subcourse.id) =>
  post(t, url(id), body, headers);
/** Everyone placed within the size limit of 3; the loner joins Bravo. */
const complete = (w: BoardWorld) =>
  board({
    [w.alpha.id]: [w.a1.id, w.a2.id],
    [w.bravo.id]: [w.b1.id, w.loner.id],
    [w.charlie.id]: [w.c1.id],
  });

describe('POST /api/admin/allocate/{subcourseId}/student: the failure ladder', () => {
  it('401, 400 for malformed bodies, 404 unrelated, 403 for tutors, students and clients', async () => {
    const w = await boardWorld(t);
    const body = { is_draft: true, ...complete(w) };
    expectError(await post(t, url(w.subcourse.id), body), 401, 'Missing Authorization Header');
    expectError(await save(w, { ...body, is_draft: 1 }), 400, M.isDraftRule);
    expectError(await save(w, { is_draft: true, l_allocations: [] }), 400, M.rRequired);
    expectError(await save(w, body, w.admin.headers, 'nope'), 404, M.subcourseNotFound);
    expectError(await save(w, body, w.otherAdmin.headers), 404, M.subcourseNotFound);
    expectError(await save(w, body, w.tutor.headers), 403, M.onlyAdmins);
    expectError(await save(w, body, w.a1.headers), 403, 'Only course staff can do this');
    expectError(await save(w, body, w.client.headers), 403, 'Only course staff can do this');
    expect((await enrolmentOf(t, w.subcourse.id, w.loner.id)).draftAlloc).toBeNull();
  });

  it('400 for ids of another offering, disagreeing sides, a student placed twice', async () => {
    const w = await boardWorld(t);
    const cases: [unknown, string][] = [
      [board({ [w.alpha.id]: [w.outsider.id] }), M.notBelong('Student', w.outsider.id)],
      [board({ [w.otherGroup.id]: [w.a1.id] }), M.notBelong('Group', w.otherGroup.id)],
      [
        {
          l_allocations: [{ left: w.a1.id, right: w.alpha.id }],
          r_allocations: [{ left: w.alpha.id, right: [w.a2.id] }],
        },
        M.disagree,
      ],
      [board({ [w.alpha.id]: [w.a1.id], [w.bravo.id]: [w.a1.id] }), M.studentOneGroup],
    ];
    for (const [body, message] of cases) {
      expectError(await save(w, { is_draft: true, ...(body as object) }), 400, message);
    }
  });

  it('publish needs every student placed and every group within max_group_size, unless overridden', async () => {
    const w = await boardWorld(t);
    const missing = board({
      [w.alpha.id]: [w.a1.id, w.a2.id],
      [w.bravo.id]: [w.b1.id],
      [w.charlie.id]: [w.c1.id],
    });
    expectError(await save(w, { is_draft: false, ...missing }), 400, M.allStudents);
    const over = board({
      [w.alpha.id]: [w.a1.id, w.a2.id, w.b1.id, w.loner.id],
      [w.charlie.id]: [w.c1.id],
    });
    expectError(await save(w, { is_draft: false, ...over }), 400, M.capacity);
    expect((await enrolmentOf(t, w.subcourse.id, w.b1.id)).groupId).toBe(w.bravo.id);
    const forced = await save(w, { is_draft: false, override: true, ...over });
    expect(forced.json()).toEqual({ message: M.allocated });
    const [log] = (await logsOf(t, w.subcourse.id)).filter((l) => !l.isDraft);
    expect(log).toMatchObject({
      kind: 'student',
      override: true,
      unallocated: [],
      overCapacity: [{ container: w.alpha.id, count: 4, capacity: 3 }],
    });
  });
});

describe('POST /api/admin/allocate/{subcourseId}/student: drafts and publish effects', () => {
  it('a draft stores each enrolment draft_alloc and leaves groups as they are', async () => {
    const w = await boardWorld(t);
    const draft = board({ [w.bravo.id]: [w.a1.id, w.loner.id] });
    expect((await save(w, { is_draft: true, ...draft })).json()).toEqual({ message: M.draftSaved });
    expect(await enrolmentOf(t, w.subcourse.id, w.a1.id)).toMatchObject({
      groupId: w.alpha.id,
      draftAlloc: w.bravo.id,
    });
    expect((await enrolmentOf(t, w.subcourse.id, w.a2.id)).draftAlloc).toBeNull();
    const [log] = await logsOf(t, w.subcourse.id);
    expect(log).toMatchObject({ kind: 'student', isDraft: true });
  });

  it('publish rebuilds groups, clears a lead moved out, moves channel membership and emails only moved students', async () => {
    const w = await boardWorld(t);
    await t.db
      .update(groups)
      .set({ leadId: w.a1.id, projectId: w.apollo.id })
      .where(eq(groups.id, w.alpha.id));
    await t.db.update(groups).set({ leadId: w.b1.id }).where(eq(groups.id, w.bravo.id));
    const alphaChannels = await projectChannels(t.db, w.subcourse.id, w.apollo.id, w.alpha.id);
    await save(w, { is_draft: true, ...board({ [w.charlie.id]: [w.a1.id] }) });
    const before = t.mailer.sent.length;

    // a1 (Alpha's lead) moves to Charlie, of another tutorial; the loner joins Alpha.
    const body = board({
      [w.alpha.id]: [w.a2.id, w.loner.id],
      [w.bravo.id]: [w.b1.id],
      [w.charlie.id]: [w.c1.id, w.a1.id],
    });
    expect((await save(w, { is_draft: false, ...body })).json()).toEqual({ message: M.allocated });

    const a1 = await enrolmentOf(t, w.subcourse.id, w.a1.id);
    expect(a1).toMatchObject({ groupId: w.charlie.id, draftAlloc: null, tutorial: 'H12A' });
    expect((await enrolmentOf(t, w.subcourse.id, w.loner.id)).groupId).toBe(w.alpha.id);
    expect((await groupRow(t, w.alpha.id)).leadId).toBeNull();
    expect((await groupRow(t, w.bravo.id)).leadId).toBe(w.b1.id);
    expect(await inChannel(t.db, alphaChannels.own.id, w.a1.id)).toBe(false);
    expect(await inChannel(t.db, alphaChannels.wide.id, w.a1.id)).toBe(false);
    expect(await inChannel(t.db, alphaChannels.own.id, w.loner.id)).toBe(true);
    expect(await inChannel(t.db, alphaChannels.wide.id, w.loner.id)).toBe(true);
    expect(await inChannel(t.db, alphaChannels.own.id, w.a2.id)).toBe(false); // never added by the fixture
    expect(await mailedSince(t, before, 'Group Allocation Published')).toEqual(
      [w.a1.email, w.loner.email].sort(),
    );
    const mail = t.mailer.sent.slice(before).find((m) => m.to === w.loner.email)!;
    expect(mail.text).toContain(`/group/profile/${w.alpha.id}`);
    expect(mail.text).toContain('Alpha');
  });

  it('a publish racing group joins ends as if one ran after the other', async () => {
    const w = await boardWorld(t);
    const joiners = await Promise.all(Array.from({ length: 6 }, () => quickStudent(t)));
    for (const j of joiners) await enrol(t.db, w.subcourse.id, j.id, { tutorial: 'H12A' });
    const emptyChannels = await projectChannels(t.db, w.subcourse.id, w.apollo.id, w.empty.id);
    // The board places every joiner in Bravo or Charlie (override: Charlie is over its size).
    const body = board({
      [w.alpha.id]: [w.a1.id, w.a2.id, w.loner.id],
      [w.bravo.id]: [w.b1.id, ...joiners.slice(0, 2).map((j) => j.id)],
      [w.charlie.id]: [w.c1.id, ...joiners.slice(2).map((j) => j.id)],
    });
    const joins = joiners.map((j) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/group/join',
        headers: { ...j.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ group_id: w.empty.id, subcourse_id: w.subcourse.id }),
      }),
    );
    const [published, ...joined] = await Promise.all([
      save(w, { is_draft: false, override: true, ...body }),
      ...joins,
    ]);
    expect(published.json()).toEqual({ message: M.allocated });
    for (const response of joined) expect([200, 400]).toContain(response.statusCode);
    // A join before the publish is rebuilt by it; a join after it finds the student in a group.
    // Either way every joiner ends where the board put it, and out of the empty group's channel.
    for (const [i, j] of joiners.entries()) {
      const groupId = (await enrolmentOf(t, w.subcourse.id, j.id)).groupId;
      expect(groupId).toBe(i < 2 ? w.bravo.id : w.charlie.id);
      expect(await inChannel(t.db, emptyChannels.own.id, j.id)).toBe(false);
    }
    for (const response of joined.filter((r) => r.statusCode === 400)) {
      // Refused because the publish came first, or because earlier joins had filled the group.
      expect(['You are already in a group', 'Group is full']).toContain(
        (response.json() as { Error: string }).Error,
      );
    }
  });
});
