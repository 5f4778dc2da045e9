import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@capstone/contracts';
import { groups, subcourses } from '../../src/db/schema';
import { createGroup, enrol } from '../helpers/course-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  groupOf,
  groupRecord,
  groupWorld,
  inChannel,
  json,
  memberIds,
  projectChannels,
  quickStudent,
} from './group-fixtures';
import { expectError } from '../helpers/expect-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (payload: unknown, headers: Record<string, string> = {}) =>
  json(t, 'PUT', '/api/group/join', payload, headers);
const leave = (payload: unknown, headers: Record<string, string> = {}) =>
  json(t, 'PUT', '/api/group/leave', payload, headers);

describe('PUT /api/group/join', () => {
  it('refuses a missing token and malformed bodies with a 4xx Error, never a 500', async () => {
    const w = await groupWorld(t);
    const body = { group_id: w.group.id, subcourse_id: w.subcourse.id };
    expectError(await join(body), 401, 'Missing Authorization Header');
    for (const [payload, message] of [
      [{ subcourse_id: w.subcourse.id }, 'group_id is required'],
      [{ group_id: w.group.id }, 'subcourse_id is required'],
      [{ group_id: 7, subcourse_id: w.subcourse.id }, 'group_id must be a string'],
      [{ group_id: '  ', subcourse_id: w.subcourse.id }, 'group_id is required'],
      [null, 'The request body must be a JSON object'],
      [[1, 2], 'The request body must be a JSON object'],
    ] as const) {
      expectError(await join(payload, w.classmate.headers), 400, message);
    }
    const broken = await json(t, 'PUT', '/api/group/join', '{"group_id":', w.classmate.headers);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toHaveProperty('Error');
    expect(await groupOf(t.db, w.subcourse.id, w.classmate.id)).toBeNull();
  });

  it('answers 403 to callers not enrolled in the subcourse, then 404 for groups outside it', async () => {
    const w = await groupWorld(t);
    const body = { group_id: w.group.id, subcourse_id: w.subcourse.id };
    expectError(
      await join({ ...body, group_id: 'nope' }, w.classmate.headers),
      404,
      GROUP_MESSAGES.groupNotFound,
    );
    // A group of another subcourse named with this one, and the reverse.
    expectError(
      await join({ ...body, group_id: w.otherGroup.id }, w.classmate.headers),
      404,
      GROUP_MESSAGES.groupNotFound,
    );
    expectError(
      await join({ ...body, subcourse_id: 'nope' }, w.classmate.headers),
      404,
      GROUP_MESSAGES.groupNotFound,
    );
    // Naming a subcourse the caller is not enrolled in is a 403 whatever the group,
    // for students of other courses, clients and staff alike (the 404 is for enrolled students).
    for (const caller of [w.outsider, w.otherClient, w.client, w.otherAdmin, w.admin, w.tutor]) {
      expectError(await join(body, caller.headers), 403, GROUP_MESSAGES.notEnrolled);
    }
    expectError(
      await join({ ...body, subcourse_id: w.otherSub.id }, w.classmate.headers),
      403,
      GROUP_MESSAGES.notEnrolled,
    );
    // Enrolled in the named subcourse, but the group is not in it.
    expectError(
      await join({ ...body, subcourse_id: w.otherSub.id }, w.outsider.headers),
      404,
      GROUP_MESSAGES.groupNotFound,
    );
    expect(await memberIds(t.db, w.group.id)).toEqual([w.member.id, w.mate.id].sort());
  });

  it('applies the state rules: archived, not active, already in a group, tutorial, full', async () => {
    const w = await groupWorld(t, { maxGroupSize: 3 });
    const body = { group_id: w.group.id, subcourse_id: w.subcourse.id };
    await t.db.update(subcourses).set({ isActive: false }).where(eq(subcourses.id, w.subcourse.id));
    expectError(await join(body, w.classmate.headers), 400, GROUP_MESSAGES.subcourseNotActive);
    await t.db
      .update(subcourses)
      .set({ isArchived: true })
      .where(eq(subcourses.id, w.subcourse.id));
    expectError(await join(body, w.classmate.headers), 400, GROUP_MESSAGES.subcourseArchived);
    await t.db
      .update(subcourses)
      .set({ isActive: true, isArchived: false })
      .where(eq(subcourses.id, w.subcourse.id));

    expectError(await join(body, w.member.headers), 400, GROUP_MESSAGES.alreadyInGroup);
    const second = await createGroup(t.db, w.subcourse.id, { name: 'H12A-Beta', tutorial: 'H12A' });
    expectError(
      await join({ ...body, group_id: second.id }, w.member.headers),
      400,
      GROUP_MESSAGES.alreadyInGroup,
    );
    expectError(await join(body, w.otherTutorial.headers), 400, GROUP_MESSAGES.wrongTutorial);

    const ok = await join(body, w.classmate.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: GROUP_MESSAGES.joined });
    expect(await groupOf(t.db, w.subcourse.id, w.classmate.id)).toBe(w.group.id);

    const late = await quickStudent(t);
    await enrol(t.db, w.subcourse.id, late.id, { tutorial: 'H12A' });
    expectError(await join(body, late.headers), 400, GROUP_MESSAGES.groupFull);
    expect(await groupOf(t.db, w.subcourse.id, late.id)).toBeNull();
  });

  it('joins the group channel and its project-wide channels, not other channels', async () => {
    const w = await groupWorld(t);
    await t.db.update(groups).set({ projectId: w.project.id }).where(eq(groups.id, w.group.id));
    const channels = await projectChannels(t.db, w.subcourse.id, w.project.id, w.group.id);
    const response = await join(
      { group_id: w.group.id, subcourse_id: w.subcourse.id },
      w.classmate.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(await inChannel(t.db, channels.own.id, w.classmate.id)).toBe(true);
    expect(await inChannel(t.db, channels.wide.id, w.classmate.id)).toBe(true);
    expect(await inChannel(t.db, channels.course.id, w.classmate.id)).toBe(false);
  });
});

describe('PUT /api/group/leave', () => {
  it('walks the ladder: 401, 400 body, 404, 403 and the state rules', async () => {
    const w = await groupWorld(t);
    const body = { group_id: w.group.id, subcourse_id: w.subcourse.id };
    expectError(await leave(body), 401, 'Missing Authorization Header');
    expectError(
      await leave({ group_id: w.group.id }, w.member.headers),
      400,
      'subcourse_id is required',
    );
    expectError(
      await leave('"text"', w.member.headers),
      400,
      'The request body must be a JSON object',
    );
    expectError(
      await leave({ ...body, group_id: 'nope' }, w.member.headers),
      404,
      GROUP_MESSAGES.groupNotFound,
    );
    for (const stranger of [w.outsider, w.client, w.otherClient]) {
      expectError(await leave(body, stranger.headers), 404, GROUP_MESSAGES.groupNotFound);
    }
    expectError(await leave(body, w.tutor.headers), 403, GROUP_MESSAGES.notEnrolled);
    expectError(await leave(body, w.classmate.headers), 400, GROUP_MESSAGES.notInGroup);
    expectError(await leave(body, w.otherTutorial.headers), 400, GROUP_MESSAGES.notInGroup);
    await t.db.update(subcourses).set({ isActive: false }).where(eq(subcourses.id, w.subcourse.id));
    expectError(await leave(body, w.member.headers), 400, GROUP_MESSAGES.subcourseNotActive);
    expect(await memberIds(t.db, w.group.id)).toEqual([w.member.id, w.mate.id].sort());
  });

  it('clears the group, the lead role and the group’s channels', async () => {
    const w = await groupWorld(t);
    await t.db
      .update(groups)
      .set({ projectId: w.project.id, leadId: w.member.id })
      .where(eq(groups.id, w.group.id));
    const channels = await projectChannels(t.db, w.subcourse.id, w.project.id, w.group.id);
    const body = { group_id: w.group.id, subcourse_id: w.subcourse.id };
    // Joining and leaving through the API keeps the channels in step with the group.
    await leave(body, w.member.headers);
    await join(body, w.member.headers);
    expect(await inChannel(t.db, channels.own.id, w.member.id)).toBe(true);
    await t.db.update(groups).set({ leadId: w.member.id }).where(eq(groups.id, w.group.id));

    const mateLeaves = await leave(body, w.mate.headers);
    expect(mateLeaves.json()).toEqual({ message: GROUP_MESSAGES.left });
    expect((await groupRecord(t.db, w.group.id)).leadId).toBe(w.member.id);

    const response = await leave(body, w.member.headers);
    expect(response.statusCode).toBe(200);
    expect(await groupOf(t.db, w.subcourse.id, w.member.id)).toBeNull();
    expect((await groupRecord(t.db, w.group.id)).leadId).toBeNull();
    expect(await inChannel(t.db, channels.own.id, w.member.id)).toBe(false);
    expect(await inChannel(t.db, channels.wide.id, w.member.id)).toBe(false);
    expectError(await leave(body, w.member.headers), 400, GROUP_MESSAGES.notInGroup);
  });
});
