import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@capstone/contracts';
import { channelMembers, subcourses } from '../../src/db/schema';
import { insertPost, insertReply } from '../../src/modules/chat/posts.repo';
import { channelMemberIds } from '../clients/client-fixtures';
import { json } from '../groups/group-fixtures';
import {
  applyAsClient,
  createCourse,
  createProject,
  createSubcourse,
} from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatWorld, createChannel, expectError, getAs, type ChatWorld } from './chat-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (
  channelId: string,
  who: { type: 'student' | 'staff' | 'client'; id: string },
  content: string,
) =>
  insertPost(t.db, {
    channelId,
    creatorType: who.type,
    creatorId: who.id,
    title: null,
    content,
    category: null,
  });

const names = (list: { category: unknown; channels: { name: string }[] }[]) =>
  list.map((entry) => [entry.category, entry.channels.map((c) => c.name)]);

describe('GET /api/channels/list/{id}', () => {
  let w: ChatWorld;
  beforeAll(async () => {
    w = await chatWorld(t);
  });

  it('refuses no token, then unrelated callers with 404', async () => {
    const url = `/api/channels/list/${w.subcourse.id}`;
    expectError(await getAs(t, url), 401, 'Missing Authorization Header');
    expectError(
      await getAs(t, url, { authorization: 'Bearer nope' }),
      401,
      'Invalid or expired token',
    );
    expectError(await getAs(t, url, w.outsider.headers), 404, CHAT_MESSAGES.subcourseNotFound);
    expectError(await getAs(t, url, w.otherClient.headers), 404, CHAT_MESSAGES.subcourseNotFound);
    expectError(await getAs(t, url, w.otherAdmin.headers), 404, CHAT_MESSAGES.subcourseNotFound);
    expectError(
      await getAs(t, '/api/channels/list/no-such-id', w.member.headers),
      404,
      CHAT_MESSAGES.subcourseNotFound,
    );
  });

  it('lists only the caller’s channels: course headings first, then project numbers', async () => {
    const url = `/api/channels/list/${w.subcourse.id}`;
    const member = await getAs(t, url, w.member.headers);
    expect(member.statusCode).toBe(200);
    expect(names(member.json())).toEqual([
      ['course', ['Announcements', 'Forum', 'General']],
      [w.project.projNo, ['Announcements', 'H12A-Alpha']],
    ]);
    const classmate = await getAs(t, url, w.classmate.headers);
    expect(names(classmate.json())).toEqual([['course', ['Announcements', 'Forum', 'General']]]);
    const admin = await getAs(t, url, w.admin.headers);
    expect(names(admin.json())).toEqual([
      ['course', ['Announcements', 'Forum', 'General']],
      ['client', ['Grace Hopper']],
      [w.project.projNo, ['Announcements', 'H12A-Alpha']],
    ]);
    expect(admin.json()[0].channels[0]).toEqual({
      id: w.channels.announcements,
      name: 'Announcements',
      channel_type: 'announcement',
    });
  });

  it('orders string headings in reverse alphabetical order and project numbers ascending', async () => {
    // A second project with a lower number, and a course channel whose name sorts first.
    const low = await createProject(t.db, w.course.id, [w.client.id], {
      projNo: 0,
      subcourseId: w.subcourse.id,
      status: 'available',
    });
    const made = await createChannel(
      t,
      w.subcourse.id,
      { category: 'project', channel_type: 'forum', name: 'Zeta', project: low.id },
      w.admin.headers,
    );
    expect(made.statusCode).toBe(200);
    await createChannel(
      t,
      w.subcourse.id,
      { category: 'course', channel_type: 'text', name: 'Alpha' },
      w.admin.headers,
    );
    const all = await getAs(t, `/api/channels/list/${w.subcourse.id}/all`, w.admin.headers);
    expect(names(all.json())).toEqual([
      ['course', ['Alpha', 'Announcements', 'Forum', 'General']],
      ['client', ['Grace Hopper']],
      [0, ['Zeta']],
      [w.project.projNo, ['Announcements', 'H12A-Alpha']],
    ]);
  });

  it('resolves a client’s parent course id to its active subcourse; a subcourse id works too', async () => {
    for (const id of [w.course.id, w.subcourse.id]) {
      const response = await getAs(t, `/api/channels/list/${id}`, w.client.headers);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      // The project numbered 0 comes from the ordering test above (same client).
      expect(list.map((entry: { category: unknown }) => entry.category)).toEqual([
        'client',
        0,
        w.project.projNo,
      ]);
    }
  });

  it('answers 400 to a client whose course has no active subcourse', async () => {
    const admin = await signedIn(t, 'staff');
    const course = await createCourse(t.db, admin.id);
    await createSubcourse(t.db, course, { isActive: false });
    const client = await signedIn(t, 'client');
    await applyAsClient(t.db, course.id, client.id);
    expectError(
      await getAs(t, `/api/channels/list/${course.id}`, client.headers),
      400,
      CHAT_MESSAGES.courseNotActive,
    );
    expectError(
      await getAs(t, `/api/channels/list/${course.id}`, w.otherClient.headers),
      404,
      CHAT_MESSAGES.subcourseNotFound,
    );
  });
});

describe('GET /api/channels/list/{subcourseId}/all', () => {
  it('is for course admins: tutors and students get 403, outsiders 404', async () => {
    const w = await chatWorld(t);
    const url = `/api/channels/list/${w.subcourse.id}/all`;
    expectError(await getAs(t, url), 401, 'Missing Authorization Header');
    expectError(await getAs(t, url, w.outsider.headers), 404, CHAT_MESSAGES.subcourseNotFound);
    expectError(await getAs(t, url, w.tutor.headers), 403, 'Only course admins can do this');
    expectError(await getAs(t, url, w.member.headers), 403, 'Only course staff can do this');
    const response = await getAs(t, url, w.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().flatMap((e: { channels: unknown[] }) => e.channels)).toHaveLength(6);
  });
});

describe('POST /api/channels/{subcourseId}/create', () => {
  let w: ChatWorld;
  beforeAll(async () => {
    w = await chatWorld(t);
  });
  const create = (body: Record<string, unknown>, headers: Record<string, string>) =>
    createChannel(t, w.subcourse.id, body, headers);

  it('refuses no token, then every body rule in order, then callers who are not course admins', async () => {
    expectError(await create({ category: 'course' }, {}), 401, 'Missing Authorization Header');
    const h = w.admin.headers;
    const cases: [Record<string, unknown>, string][] = [
      [{}, CHAT_MESSAGES.categoryRequired],
      [{ category: null, channel_type: 'text', name: 'x' }, CHAT_MESSAGES.categoryRequired],
      [{ category: 'random' }, CHAT_MESSAGES.invalidCategory],
      [{ category: 'course', name: 'x' }, CHAT_MESSAGES.channelTypeRequired],
      [{ category: 'project', channel_type: 'voice', name: 'x' }, CHAT_MESSAGES.invalidChannelType],
      [{ category: 'course', channel_type: 'text' }, CHAT_MESSAGES.nameRequired],
      [{ category: 'course', channel_type: 'text', name: '   ' }, CHAT_MESSAGES.nameRequired],
      [{ category: 'project', channel_type: 'forum', name: 'x' }, CHAT_MESSAGES.projectRequired],
      [
        { category: 'project', channel_type: 'text', name: 'x', project: w.project.id },
        CHAT_MESSAGES.groupRequired,
      ],
      [{ category: 'client', client: null }, CHAT_MESSAGES.clientRequired],
      [{ category: 'course', channel_type: 7, name: 'x' }, 'channel_type must be a string'],
    ];
    for (const [body, message] of cases) expectError(await create(body, h), 400, message);
    const good = { category: 'course', channel_type: 'text', name: 'Tutors only?' };
    expectError(await create(good, w.otherAdmin.headers), 404, CHAT_MESSAGES.subcourseNotFound);
    expectError(await create(good, w.tutor.headers), 403, 'Only course admins can do this');
    expectError(await create(good, w.member.headers), 403, 'Only course staff can do this');
    expectError(await create(good, w.client.headers), 403, 'Only course staff can do this');
  });

  it('answers 404 for a project, group or client outside the subcourse, 400 for a taken name', async () => {
    const h = w.admin.headers;
    expectError(
      await create({ category: 'project', channel_type: 'forum', name: 'x', project: 'nope' }, h),
      404,
      CHAT_MESSAGES.projectNotFound,
    );
    expectError(
      await create(
        {
          category: 'project',
          channel_type: 'text',
          name: 'x',
          project: w.project.id,
          group: w.otherGroup.id,
        },
        h,
      ),
      404,
      CHAT_MESSAGES.groupNotFound,
    );
    expectError(
      await create({ category: 'client', client: w.otherClient.id }, h),
      404,
      CHAT_MESSAGES.clientNotFound,
    );
    expectError(
      await create({ category: 'course', channel_type: 'forum', name: 'General' }, h),
      400,
      CHAT_MESSAGES.nameTaken,
    );
    // The same name under a project is another category: allowed.
    const other = await create(
      { category: 'project', channel_type: 'forum', name: 'General', project: w.project.id },
      h,
    );
    expect(other.json()).toEqual({
      message: 'Created channel successfully',
      id: expect.any(String),
    });
  });

  it('gives each kind of channel the members of api.md §15.2', async () => {
    const h = w.admin.headers;
    const s = (id: string) => `student:${id}`;
    const st = (id: string) => `staff:${id}`;
    const c = (id: string) => `client:${id}`;
    const sorted = (list: string[]) => [...list].sort();

    const course = await create({ category: 'course', channel_type: 'text', name: 'Random' }, h);
    expect(await channelMemberIds(t.db, course.json().id)).toEqual(
      sorted([
        s(w.member.id),
        s(w.mate.id),
        s(w.classmate.id),
        s(w.otherTutorial.id),
        st(w.admin.id),
        st(w.tutor.id),
      ]),
    );
    expect(await channelMemberIds(t.db, w.channels.client)).toEqual(
      sorted([c(w.client.id), st(w.admin.id)]),
    );
    // Project-wide: clients, members of allocated groups, course admins, tutors of their tutorial.
    expect(await channelMemberIds(t.db, w.channels.projectNews)).toEqual(
      sorted([c(w.client.id), s(w.member.id), s(w.mate.id), st(w.admin.id), st(w.tutor.id)]),
    );
    expect(await channelMemberIds(t.db, w.channels.group)).toEqual(
      sorted([c(w.client.id), s(w.member.id), s(w.mate.id), st(w.admin.id), st(w.tutor.id)]),
    );
  });

  it('refuses channels in an archived subcourse', async () => {
    const v = await chatWorld(t);
    await t.db
      .update(subcourses)
      .set({ isArchived: true, isActive: false })
      .where(eq(subcourses.id, v.subcourse.id));
    expectError(
      await createChannel(
        t,
        v.subcourse.id,
        { category: 'course', channel_type: 'text', name: 'Late' },
        v.admin.headers,
      ),
      400,
      CHAT_MESSAGES.subcourseArchived,
    );
  });
});

describe('channel reads', () => {
  let w: ChatWorld;
  beforeAll(async () => {
    w = await chatWorld(t);
  });

  it('runs the ladder on every channel route: 401, 404 unknown or unrelated, 403 non-member', async () => {
    const first = await post(w.channels.group, w.member, 'hello');
    const routes = (id: string) => [
      `/api/channels/${id}/conversations`,
      `/api/channels/pinned/${id}`,
      `/api/channels/pinned/${id}/${first.id}`,
      `/api/channels/${id}/members`,
      `/api/channels/${id}/creators`,
    ];
    for (const url of routes(w.channels.group)) {
      expectError(await getAs(t, url), 401, 'Missing Authorization Header');
      expectError(await getAs(t, url, w.outsider.headers), 404, CHAT_MESSAGES.channelNotFound);
      expectError(await getAs(t, url, w.otherClient.headers), 404, CHAT_MESSAGES.channelNotFound);
      expectError(await getAs(t, url, w.classmate.headers), 403, CHAT_MESSAGES.notChannelMember);
      expectError(
        await getAs(t, url, w.otherTutorial.headers),
        403,
        CHAT_MESSAGES.notChannelMember,
      );
      for (const who of [w.member, w.mate, w.tutor, w.admin, w.client]) {
        expect((await getAs(t, url, who.headers)).statusCode).toBe(200);
      }
    }
    for (const url of routes('no-such-channel')) {
      expectError(await getAs(t, url, w.member.headers), 404, CHAT_MESSAGES.channelNotFound);
    }
    // The client's own channel: other students of S can see S but are not members.
    expectError(
      await getAs(t, `/api/channels/${w.channels.client}/conversations`, w.member.headers),
      403,
      CHAT_MESSAGES.notChannelMember,
    );
  });

  it('answers conversations oldest first, each post with its replies oldest first', async () => {
    const a = await post(w.channels.general, w.member, 'first');
    const b = await post(w.channels.general, w.admin, 'second');
    await insertReply(t.db, {
      postId: a.id,
      creatorType: 'staff',
      creatorId: w.tutor.id,
      content: 'r1',
    });
    await insertReply(t.db, {
      postId: a.id,
      creatorType: 'student',
      creatorId: w.mate.id,
      content: 'r2',
    });
    const response = await getAs(
      t,
      `/api/channels/${w.channels.general}/conversations`,
      w.classmate.headers,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toBe('General');
    expect(body.channel_type).toBe('text');
    expect(body.category).toBe('course');
    expect(body.conversations.map((c: { post: { id: string } }) => c.post.id)).toEqual([
      a.id,
      b.id,
    ]);
    expect(body.conversations[0].post).toEqual({
      id: a.id,
      title: null,
      creator: w.member.id,
      content: 'first',
      date_created: a.createdAt.toISOString(),
      category: null,
      pinned: false,
    });
    expect(body.conversations[0].replies.map((r: { content: string }) => r.content)).toEqual([
      'r1',
      'r2',
    ]);
    expect(body.conversations[0].replies[0]).toEqual({
      id: expect.any(String),
      creator: w.tutor.id,
      content: 'r1',
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(body.conversations[1].replies).toEqual([]);
  });

  it('pins idempotently, newest pin first; unpin; 400 for another action; 404 for a foreign post', async () => {
    const a = await post(w.channels.forum, w.member, 'a');
    const b = await post(w.channels.forum, w.member, 'b');
    const elsewhere = await post(w.channels.general, w.member, 'elsewhere');
    const pin = (
      action: string,
      postId: string,
      headers: Record<string, string> = w.member.headers,
    ) => json(t, 'PUT', `/api/channels/${action}/${w.channels.forum}/${postId}`, {}, headers);
    expectError(await pin('pin', a.id, {}), 401, 'Missing Authorization Header');
    expectError(await pin('stick', a.id), 400, CHAT_MESSAGES.invalidAction);
    expectError(await pin('pin', a.id, w.outsider.headers), 404, CHAT_MESSAGES.channelNotFound);
    expectError(await pin('pin', elsewhere.id), 404, CHAT_MESSAGES.postNotFound);
    expectError(await pin('pin', 'nope'), 404, CHAT_MESSAGES.postNotFound);
    expect((await pin('pin', a.id)).json()).toEqual({ message: `${a.id} pinned successfully` });
    expect((await pin('pin', b.id)).statusCode).toBe(200);
    expect((await pin('pin', a.id)).statusCode).toBe(200);
    const pinned = await getAs(t, `/api/channels/pinned/${w.channels.forum}`, w.mate.headers);
    expect(pinned.json().map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    expect(pinned.json()[0].pinned).toBe(true);
    const status = await getAs(
      t,
      `/api/channels/pinned/${w.channels.forum}/${a.id}`,
      w.mate.headers,
    );
    expect(status.json()).toEqual({ pinned: true });
    expect((await pin('unpin', a.id)).json()).toEqual({ message: `${a.id} unpinned successfully` });
    expect((await pin('unpin', a.id)).statusCode).toBe(200);
    expect(
      (await getAs(t, `/api/channels/pinned/${w.channels.forum}/${a.id}`, w.mate.headers)).json(),
    ).toEqual({ pinned: false });
    const conversation = await getAs(
      t,
      `/api/channels/${w.channels.forum}/conversations`,
      w.mate.headers,
    );
    expect(
      conversation.json().conversations.map((c: { post: { pinned: boolean } }) => c.post.pinned),
    ).toEqual([false, true]);
    expectError(
      await getAs(t, `/api/channels/pinned/${w.channels.forum}/${elsewhere.id}`, w.mate.headers),
      404,
      CHAT_MESSAGES.postNotFound,
    );
  });

  it('groups members by role in the fixed order and leaves empty roles out', async () => {
    const group = await getAs(t, `/api/channels/${w.channels.group}/members`, w.member.headers);
    expect(group.json().map((entry: { id: string }) => entry.id)).toEqual([
      'course admin',
      'tutor',
      'client',
      'student',
    ]);
    expect(group.json()[2].members).toEqual([{ id: w.client.id, name: 'Grace Hopper' }]);
    expect(
      group
        .json()[3]
        .members.map((m: { id: string }) => m.id)
        .sort(),
    ).toEqual([w.member.id, w.mate.id].sort());
    const client = await getAs(t, `/api/channels/${w.channels.client}/members`, w.client.headers);
    expect(client.json()).toEqual([
      { id: 'course admin', members: [{ id: w.admin.id, name: 'Ada Lovelace' }] },
      { id: 'client', members: [{ id: w.client.id, name: 'Grace Hopper' }] },
    ]);
  });

  it('lists creators: current members and past authors who left', async () => {
    const before = await post(w.channels.group, w.mate, 'I was here');
    expect(before.id).toBeTruthy();
    const left = await json(
      t,
      'PUT',
      '/api/group/leave',
      { group_id: w.group.id, subcourse_id: w.subcourse.id },
      w.mate.headers,
    );
    expect(left.statusCode).toBe(200);
    const members = await t.db
      .select()
      .from(channelMembers)
      .where(eq(channelMembers.accountId, w.mate.id));
    expect(members.map((m) => m.channelId)).not.toContain(w.channels.group);
    const response = await getAs(t, `/api/channels/${w.channels.group}/creators`, w.member.headers);
    const creators = response.json();
    expect(creators[w.mate.id]).toEqual({ name: 'Ada Lovelace', role: 'student' });
    expect(creators[w.admin.id]).toEqual({ name: 'Ada Lovelace', role: 'course admin' });
    expect(creators[w.tutor.id]).toEqual({ name: 'Ada Lovelace', role: 'tutor' });
    expect(creators[w.client.id]).toEqual({ name: 'Grace Hopper', role: 'client' });
    expect(creators[w.classmate.id]).toBeUndefined();
    const memberList = await getAs(
      t,
      `/api/channels/${w.channels.group}/members`,
      w.member.headers,
    );
    expect(JSON.stringify(memberList.json())).not.toContain(w.mate.id);
  });
});
