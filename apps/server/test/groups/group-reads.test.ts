import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, type GroupDetail, type GroupRow } from '@capstone/contracts';
import { groups } from '../../src/db/schema';
import { createGroup, enrol } from '../helpers/course-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { getAs, groupWorld, quickStudent, type GroupWorld } from './group-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Callers that cannot see S at all, and the clients of its course: all told "not found". */
const strangers = (w: GroupWorld) => [w.outsider, w.otherClient, w.client, w.otherAdmin];

describe('GET /api/subcourse/groups/{subcourseId}', () => {
  const url = (id: string) => `/api/subcourse/groups/${id}`;

  it('walks the ladder: 401, then 404 for the unrelated and unknown', async () => {
    const w = await groupWorld(t);
    expect((await getAs(t, url(w.subcourse.id))).json()).toEqual({
      Error: 'Missing Authorization Header',
    });
    for (const caller of strangers(w)) {
      const response = await getAs(t, url(w.subcourse.id), caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: GROUP_MESSAGES.subcourseNotFound });
    }
    const unknown = await getAs(t, url('no-such-subcourse'), w.member.headers);
    expect(unknown.statusCode).toBe(404);
  });

  it('lists groups by tutorial then name with counts, isMine and no contact details', async () => {
    const w = await groupWorld(t);
    const beta = await createGroup(t.db, w.subcourse.id, { name: 'H12A-G10', tutorial: 'H12A' });
    const early = await createGroup(t.db, w.subcourse.id, { name: 'H12A-G2', tutorial: 'H12A' });
    const west = await createGroup(t.db, w.subcourse.id, { name: 'A-West', tutorial: 'W15B' });
    for (let i = 0; i < 4; i++) {
      const student = await quickStudent(t);
      await enrol(t.db, w.subcourse.id, student.id, { tutorial: 'W15B', groupId: west.id });
    }
    await t.db
      .update(groups)
      .set({ projectId: w.project.id, draftAlloc: w.project.id, leadId: w.member.id, bio: 'Hi' })
      .where(eq(groups.id, w.group.id));

    const response = await getAs(t, url(w.subcourse.id), w.member.headers);
    expect(response.statusCode).toBe(200);
    const rows = response.json<GroupRow[]>();
    expect(rows.map((r) => r.name)).toEqual(['H12A-Alpha', 'H12A-G2', 'H12A-G10', 'A-West']);
    expect(rows.map((r) => r.id)).toEqual([w.group.id, early.id, beta.id, west.id]);
    const mine = rows[0]!;
    expect(mine).toEqual({
      id: w.group.id,
      name: 'H12A-Alpha',
      tutorial: 'H12A',
      bio: 'Hi',
      goal: null,
      members: expect.arrayContaining([
        { id: w.member.id, name: 'Ada Lovelace' },
        { id: w.mate.id, name: 'Ada Lovelace' },
      ]),
      count: '2/4',
      is_full: false,
      isMine: true,
      lead: w.member.id,
      project: { id: w.project.id, name: 'Smart Campus' },
    });
    expect(mine.members).toHaveLength(2);
    expect(rows[3]).toMatchObject({ count: '4/4', is_full: true, isMine: false, project: null });
    expect(rows[1]).toMatchObject({ count: '0/4', members: [], isMine: false });
    // A student never receives another student's zID or email.
    expect(response.body).not.toContain(w.mate.email);
    expect(response.body).not.toContain('draft_alloc');

    const classmate = (await getAs(t, url(w.subcourse.id), w.classmate.headers)).json<GroupRow[]>();
    expect(classmate.every((row) => !row.isMine)).toBe(true);
  });

  it('gives staff the members’ zID and email; only the published allocation shows', async () => {
    const w = await groupWorld(t);
    await t.db.update(groups).set({ draftAlloc: w.project.id }).where(eq(groups.id, w.group.id));
    for (const staff of [w.admin, w.tutor]) {
      const rows = (await getAs(t, url(w.subcourse.id), staff.headers)).json<GroupRow[]>();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.project).toBeNull();
      expect(rows[0]!.isMine).toBe(false);
      expect(rows[0]!.members).toEqual(
        expect.arrayContaining([
          { id: w.member.id, name: 'Ada Lovelace', zid: w.member.zid, email: w.member.email },
          { id: w.mate.id, name: 'Ada Lovelace', zid: w.mate.zid, email: w.mate.email },
        ]),
      );
    }
  });

  it('answers a fresh read after a member joins (the cached answer moves on)', async () => {
    const w = await groupWorld(t);
    const before = (await getAs(t, url(w.subcourse.id), w.classmate.headers)).json<GroupRow[]>();
    expect(before[0]!.count).toBe('2/4');
    await t.db.update(groups).set({ bio: 'changed' }).where(eq(groups.id, w.group.id));
    const after = (await getAs(t, url(w.subcourse.id), w.classmate.headers)).json<GroupRow[]>();
    expect(after[0]!.bio).toBe('changed');
  });
});

describe('GET /api/group/details/{groupId}', () => {
  const url = (id: string) => `/api/group/details/${id}`;

  it('walks the ladder: 401, then 404 for the unknown and unrelated', async () => {
    const w = await groupWorld(t);
    expect((await getAs(t, url(w.group.id))).statusCode).toBe(401);
    for (const caller of [...strangers(w), w.member]) {
      const id = caller === w.member ? 'no-such-group' : w.group.id;
      const response = await getAs(t, url(id), caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: GROUP_MESSAGES.groupNotFound });
    }
    // A group of another course is as unknown as a made-up id.
    const other = await getAs(t, url(w.otherGroup.id), w.member.headers);
    expect(other.json()).toEqual({ Error: GROUP_MESSAGES.groupNotFound });
  });

  it('shows other students the row, members the detail, staff the detail and draft_alloc', async () => {
    const w = await groupWorld(t);
    const pitch = 'We have built campus sensors before.';
    await t.db
      .update(groups)
      .set({
        links: [{ name: 'Repo', url: 'https://example.com/repo' }],
        projPreferences: [
          { project: w.project.id, notes: pitch, rank: 1 },
          { project: 'deleted-project', notes: '', rank: 2 },
        ],
        topicPreferences: ['AI'],
        draftAlloc: w.project.id,
      })
      .where(eq(groups.id, w.group.id));

    for (const caller of [w.classmate, w.otherTutorial]) {
      const row = (await getAs(t, url(w.group.id), caller.headers)).json<GroupRow>();
      expect(Object.keys(row).sort()).toEqual([
        'bio',
        'count',
        'goal',
        'id',
        'isMine',
        'is_full',
        'lead',
        'members',
        'name',
        'project',
        'tutorial',
      ]);
      expect(row.isMine).toBe(false);
    }

    const detail = (await getAs(t, url(w.group.id), w.member.headers)).json<GroupDetail>();
    expect(detail).toMatchObject({
      id: w.group.id,
      isMine: true,
      subcourse: w.subcourse.id,
      links: [{ name: 'Repo', url: 'https://example.com/repo' }],
      is_draft: true,
      topic_preferences: ['AI'],
      proj_preferences: [
        {
          rank: 1,
          notes: pitch,
          project: {
            id: w.project.id,
            name: 'Smart Campus',
            proj_no: w.project.projNo,
            category: w.project.category,
            areas: w.project.areas,
            status: 'available',
            capacity: w.project.capacity,
            color: w.project.color,
          },
        },
      ],
    });
    expect(detail).not.toHaveProperty('draft_alloc');
    expect(detail.members).toEqual(
      expect.arrayContaining([{ id: w.mate.id, name: 'Ada Lovelace' }]),
    );

    for (const staff of [w.admin, w.tutor]) {
      const seen = (await getAs(t, url(w.group.id), staff.headers)).json<GroupDetail>();
      expect(seen.draft_alloc).toBe(w.project.id);
      expect(seen.proj_preferences).toHaveLength(1);
      expect(seen.members[0]).toHaveProperty('zid');
    }
  });
});

describe('GET /api/group/members/{groupId}', () => {
  const url = (id: string) => `/api/group/members/${id}`;

  it('lists names to students and contact details with tutorial to staff', async () => {
    const w = await groupWorld(t);
    expect((await getAs(t, url(w.group.id))).statusCode).toBe(401);
    for (const caller of strangers(w)) {
      const response = await getAs(t, url(w.group.id), caller.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: GROUP_MESSAGES.groupNotFound });
    }
    expect((await getAs(t, url('nope'), w.member.headers)).statusCode).toBe(404);

    const names = (await getAs(t, url(w.group.id), w.classmate.headers)).json();
    expect(names).toEqual(
      expect.arrayContaining([
        { id: w.member.id, name: 'Ada Lovelace' },
        { id: w.mate.id, name: 'Ada Lovelace' },
      ]),
    );
    expect(names).toHaveLength(2);
    const staffView = (await getAs(t, url(w.group.id), w.tutor.headers)).json();
    expect(staffView).toContainEqual({
      id: w.member.id,
      name: 'Ada Lovelace',
      zid: w.member.zid,
      email: w.member.email,
      tutorial: 'H12A',
    });
  });
});

describe('GET /api/group/{groupId}/lead and /lead/who', () => {
  it('tells the caller whether they lead, and anyone in S who does', async () => {
    const w = await groupWorld(t);
    const lead = `/api/group/${w.group.id}/lead`;
    const who = `/api/group/${w.group.id}/lead/who`;
    expect((await getAs(t, lead)).statusCode).toBe(401);
    expect((await getAs(t, who)).statusCode).toBe(401);
    for (const caller of strangers(w)) {
      expect((await getAs(t, lead, caller.headers)).statusCode).toBe(404);
      expect((await getAs(t, who, caller.headers)).statusCode).toBe(404);
    }
    expect((await getAs(t, who, w.classmate.headers)).json()).toEqual({ lead: null });
    await t.db.update(groups).set({ leadId: w.member.id }).where(eq(groups.id, w.group.id));
    expect((await getAs(t, lead, w.member.headers)).json()).toEqual({ lead: true });
    expect((await getAs(t, lead, w.mate.headers)).json()).toEqual({ lead: false });
    expect((await getAs(t, lead, w.admin.headers)).json()).toEqual({ lead: false });
    expect((await getAs(t, who, w.tutor.headers)).json()).toEqual({ lead: w.member.id });
    expect((await getAs(t, who, w.classmate.headers)).json()).toEqual({ lead: w.member.id });
  });
});
