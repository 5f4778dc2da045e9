import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOCATION_MESSAGES as M } from '@capstone/contracts';
import { subcourses } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  board,
  boardWorld,
  groupRow,
  logsOf,
  mailedSince,
  post,
  projectChannelMembers,
  projectRow,
  type BoardWorld,
} from './board-fixtures';
import { expectError } from '../helpers/expect-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (subcourseId: string) => `/api/admin/allocate/${subcourseId}/project`;
const save = (w: BoardWorld, body: unknown, headers = w.admin.headers, id = w.subcourse.id) =>
  post(t, url(id), body, headers);
/** Every group with members placed, within capacity: Alpha on Apollo, Bravo and Charlie on Borealis. */
const complete = (w: BoardWorld) =>
  board({ [w.apollo.id]: [w.alpha.id], [w.borealis.id]: [w.bravo.id, w.charlie.id] });

describe('POST /api/admin/allocate/{subcourseId}/project: the failure ladder', () => {
  it('401 without a token, then 400 for malformed bodies', async () => {
    const w = await boardWorld(t);
    expectError(
      await post(t, url(w.subcourse.id), { is_draft: true }),
      401,
      'Missing Authorization Header',
    );
    const bodies: [unknown, string][] = [
      [{ l_allocations: [], r_allocations: [] }, M.isDraftRequired],
      [{ is_draft: 'yes', l_allocations: [], r_allocations: [] }, M.isDraftRule],
      [{ is_draft: true, r_allocations: [] }, M.lRequired],
      [{ is_draft: true, l_allocations: {}, r_allocations: [] }, M.lRule],
      [{ is_draft: true, l_allocations: [] }, M.rRequired],
      [{ is_draft: true, l_allocations: [], r_allocations: [], override: 'y' }, M.overrideRule],
      [
        { is_draft: true, l_allocations: [{ left: '   ', right: null }], r_allocations: [] },
        M.idRule,
      ],
      [{ is_draft: true, l_allocations: [{ left: 5, right: null }], r_allocations: [] }, M.idRule],
      [
        { is_draft: true, l_allocations: [], r_allocations: [{ left: 'g', right: [' '] }] },
        M.idRule,
      ],
    ];
    for (const [body, message] of bodies) expectError(await save(w, body), 400, message);
    for (const body of [
      { is_draft: true, l_allocations: [{ left: 5, right: null }], r_allocations: [] },
      { is_draft: true, l_allocations: [], r_allocations: [{ left: 'x', right: 'y' }] },
      'not json',
    ]) {
      const response = await save(w, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('Error');
    }
  });

  it('404 for an unknown subcourse or one the caller has no relation to; 403 for students, clients and tutor publishes', async () => {
    const w = await boardWorld(t);
    const body = { is_draft: true, ...complete(w) };
    expectError(await save(w, body, w.admin.headers, 'nope'), 404, M.subcourseNotFound);
    expectError(await save(w, body, w.otherAdmin.headers), 404, M.subcourseNotFound);
    expectError(await save(w, body, w.outsider.headers), 404, M.subcourseNotFound);
    expectError(await save(w, body, w.a1.headers), 403, 'Only course staff can do this');
    expectError(await save(w, body, w.client.headers), 403, 'Only course staff can do this');
    expectError(
      await save(w, { ...body, is_draft: false }, w.tutor.headers),
      403,
      M.onlyAdminsPublish,
    );
    expectError(
      await save(w, { ...body, override: true }, w.tutor.headers),
      403,
      M.onlyAdminsPublish,
    );
    expect((await groupRow(t, w.alpha.id)).draftAlloc).toBeNull();
    // A tutor may save a draft.
    const draft = await save(w, body, w.tutor.headers);
    expect(draft.json()).toEqual({ message: M.draftSaved });
  });

  it('400 while the subcourse is archived or not active', async () => {
    const w = await boardWorld(t);
    const body = { is_draft: true, ...complete(w) };
    await t.db.update(subcourses).set({ isActive: false }).where(eq(subcourses.id, w.subcourse.id));
    expectError(await save(w, body), 400, M.subcourseNotActive);
    await t.db
      .update(subcourses)
      .set({ isArchived: true })
      .where(eq(subcourses.id, w.subcourse.id));
    expectError(await save(w, body), 400, M.subcourseArchived);
  });

  it('400 for ids of another offering and for projects that are not available', async () => {
    const w = await boardWorld(t);
    const cases: [Record<string, string[]>, string][] = [
      [{ [w.apollo.id]: [w.otherGroup.id] }, M.notBelong('Group', w.otherGroup.id)],
      [{ [w.otherProject.id]: [w.alpha.id] }, M.notBelong('Project', w.otherProject.id)],
      [{ [w.draft.id]: [w.alpha.id] }, M.notBelong('Project', w.draft.id)],
    ];
    for (const [map, message] of cases) {
      expectError(await save(w, { is_draft: true, ...board(map) }), 400, message);
    }
    expectError(
      await save(w, {
        is_draft: true,
        l_allocations: [{ left: 'ghost', right: null }],
        r_allocations: [],
      }),
      400,
      M.notBelong('Group', 'ghost'),
    );
  });

  it('400 when the two sides disagree or a group is placed twice', async () => {
    const w = await boardWorld(t);
    const disagreeing = [
      // Right side names another group.
      {
        l_allocations: [{ left: w.alpha.id, right: w.apollo.id }],
        r_allocations: [{ left: w.apollo.id, right: [w.bravo.id] }],
      },
      // Left pair with no right side.
      { l_allocations: [{ left: w.alpha.id, right: w.apollo.id }], r_allocations: [] },
      // Right side only: missing from the left means unallocated.
      { l_allocations: [], r_allocations: [{ left: w.apollo.id, right: [w.alpha.id] }] },
      // A project twice on the right.
      {
        l_allocations: [{ left: w.alpha.id, right: w.apollo.id }],
        r_allocations: [
          { left: w.apollo.id, right: [w.alpha.id] },
          { left: w.apollo.id, right: [] },
        ],
      },
    ];
    for (const body of disagreeing)
      expectError(await save(w, { is_draft: true, ...body }), 400, M.disagree);
    const twice = [
      {
        l_allocations: [
          { left: w.alpha.id, right: w.apollo.id },
          { left: w.alpha.id, right: w.borealis.id },
        ],
        r_allocations: [],
      },
      board({ [w.apollo.id]: [w.alpha.id], [w.borealis.id]: [w.alpha.id] }),
    ];
    for (const body of twice)
      expectError(await save(w, { is_draft: true, ...body }), 400, M.groupOneProject);
  });

  it('publish refuses unallocated groups and full projects unless a course admin overrides; nothing is written', async () => {
    const w = await boardWorld(t);
    const missing = board({ [w.apollo.id]: [w.alpha.id], [w.borealis.id]: [w.bravo.id] }, [
      w.charlie.id,
    ]);
    expectError(await save(w, { is_draft: false, ...missing }), 400, M.allGroups);
    const over = board({
      [w.apollo.id]: [w.alpha.id, w.bravo.id],
      [w.borealis.id]: [w.charlie.id],
    });
    expectError(await save(w, { is_draft: false, ...over }), 400, M.capacity);
    expect((await groupRow(t, w.alpha.id)).projectId).toBeNull();
    expect(await logsOf(t, w.subcourse.id)).toEqual([]);

    // The empty group need not be placed.
    const ok = await save(w, { is_draft: false, ...complete(w) });
    expect(ok.json()).toEqual({ message: M.allocated, version: 1 });

    const overridden = await save(w, {
      is_draft: false,
      override: true,
      ...board({ [w.apollo.id]: [w.alpha.id, w.bravo.id] }, [w.charlie.id]),
    });
    expect(overridden.json()).toEqual({ message: M.allocated, version: 2 });
    const logs = (await logsOf(t, w.subcourse.id)).filter((l) => !l.isDraft);
    expect(logs).toHaveLength(2);
    const last = logs.find((l) => l.override)!;
    expect(last).toMatchObject({
      kind: 'project',
      publishedBy: w.admin.id,
      unallocated: [w.charlie.id],
      overCapacity: [{ container: w.apollo.id, count: 2, capacity: 1 }],
    });
    expect((await groupRow(t, w.charlie.id)).projectId).toBeNull();
    expect((await groupRow(t, w.bravo.id)).projectId).toBe(w.apollo.id);
  });
});

describe('POST /api/admin/allocate/{subcourseId}/project: drafts and publish effects', () => {
  it('a draft stores draft_alloc only; the published allocation is untouched', async () => {
    const w = await boardWorld(t);
    await save(w, { is_draft: false, ...complete(w) });
    const draft = board({ [w.borealis.id]: [w.alpha.id] }, [w.bravo.id]);
    expect((await save(w, { is_draft: true, ...draft })).json()).toEqual({ message: M.draftSaved });
    const alpha = await groupRow(t, w.alpha.id);
    expect(alpha).toMatchObject({ projectId: w.apollo.id, draftAlloc: w.borealis.id });
    expect(await groupRow(t, w.bravo.id)).toMatchObject({
      projectId: w.borealis.id,
      draftAlloc: null,
    });
    expect((await groupRow(t, w.charlie.id)).draftAlloc).toBeNull();
    const details = await t.app.inject({
      url: `/api/group/details/${w.alpha.id}`,
      headers: w.admin.headers,
    });
    expect(details.json()).toMatchObject({
      draft_alloc: w.borealis.id,
      project: { id: w.apollo.id },
    });
  });

  it('publish sets groups and projects, clears drafts, builds the project channels and emails exactly the people affected', async () => {
    const w = await boardWorld(t);
    await save(w, { is_draft: true, ...board({ [w.borealis.id]: [w.alpha.id] }) });
    const before = t.mailer.sent.length;
    await save(w, { is_draft: false, ...complete(w) });

    expect(await groupRow(t, w.alpha.id)).toMatchObject({
      projectId: w.apollo.id,
      draftAlloc: null,
    });
    expect((await projectRow(t, w.apollo.id)).isAllocated).toBe(true);
    const projectsView = await t.app.inject({
      url: `/api/projects/${w.subcourse.id}`,
      headers: w.admin.headers,
    });
    const borealis = (projectsView.json() as { id: string; groups: { id: string }[] }[]).find(
      (p) => p.id === w.borealis.id,
    )!;
    expect(borealis.groups.map((g) => g.id).sort()).toEqual([w.bravo.id, w.charlie.id].sort());

    const channels = await projectChannelMembers(t, w.subcourse.id);
    const admin = `staff:${w.admin.id}`;
    const client = `client:${w.client.id}`;
    const coClient = `client:${w.coClient.id}`;
    const tutorH = `staff:${w.tutor.id}`;
    const tutorW = `staff:${w.otherTutor.id}`;
    const students = (...ids: string[]) => ids.map((id) => `student:${id}`);
    expect(channels).toEqual({
      [`Announcements@${w.apollo.id}`]: {
        type: 'announcement',
        members: [admin, client, tutorH, ...students(w.a1.id, w.a2.id)].sort(),
      },
      [`General@${w.apollo.id}`]: {
        type: 'text',
        members: [admin, client, tutorH, ...students(w.a1.id, w.a2.id)].sort(),
      },
      [`Alpha@${w.apollo.id}/${w.alpha.id}`]: {
        type: 'text',
        members: [admin, client, tutorH, ...students(w.a1.id, w.a2.id)].sort(),
      },
      [`Announcements@${w.borealis.id}`]: {
        type: 'announcement',
        members: [admin, client, coClient, tutorH, tutorW, ...students(w.b1.id, w.c1.id)].sort(),
      },
      [`General@${w.borealis.id}`]: {
        type: 'text',
        members: [admin, client, coClient, tutorH, tutorW, ...students(w.b1.id, w.c1.id)].sort(),
      },
      [`Bravo@${w.borealis.id}/${w.bravo.id}`]: {
        type: 'text',
        members: [admin, client, coClient, tutorH, ...students(w.b1.id)].sort(),
      },
      [`Charlie@${w.borealis.id}/${w.charlie.id}`]: {
        type: 'text',
        members: [admin, client, coClient, tutorW, ...students(w.c1.id)].sort(),
      },
    });
    // One email per project whose groups changed: the client of both projects gets two.
    expect(await mailedSince(t, before, 'Project Allocation Published')).toEqual(
      [
        w.a1.email,
        w.a2.email,
        w.b1.email,
        w.c1.email,
        w.client.email,
        w.client.email,
        w.coClient.email,
      ].sort(),
    );

    // Alpha and Bravo swap: Charlie's members hear nothing; both projects' clients do.
    const second = t.mailer.sent.length;
    await save(w, {
      is_draft: false,
      ...board({ [w.apollo.id]: [w.bravo.id], [w.borealis.id]: [w.alpha.id, w.charlie.id] }),
    });
    expect(await mailedSince(t, second, 'Project Allocation Published')).toEqual(
      [w.a1.email, w.a2.email, w.b1.email, w.client.email, w.client.email, w.coClient.email].sort(),
    );
    const mail = t.mailer.sent.slice(second).find((m) => m.to === w.a1.email)!;
    expect(mail.text).toContain('Borealis');
    expect(mail.text).toContain('/chat');

    const after = await projectChannelMembers(t, w.subcourse.id);
    // Alpha left Apollo's channels, which are kept, and joined Borealis's.
    expect(after[`General@${w.apollo.id}`]!.members).toEqual(
      [admin, client, tutorH, ...students(w.b1.id)].sort(),
    );
    expect(after[`Alpha@${w.apollo.id}/${w.alpha.id}`]!.members).toEqual(
      [admin, client, tutorH].sort(),
    );
    expect(after[`Alpha@${w.borealis.id}/${w.alpha.id}`]!.members).toEqual(
      [admin, client, coClient, tutorH, ...students(w.a1.id, w.a2.id)].sort(),
    );
    expect(after[`General@${w.borealis.id}`]!.members).toEqual(
      [admin, client, coClient, tutorH, tutorW, ...students(w.a1.id, w.a2.id, w.c1.id)].sort(),
    );

    // Publishing the same board again changes nothing, so nobody is emailed.
    const third = t.mailer.sent.length;
    await save(w, {
      is_draft: false,
      ...board({ [w.apollo.id]: [w.bravo.id], [w.borealis.id]: [w.alpha.id, w.charlie.id] }),
    });
    expect(await mailedSince(t, third, 'Project Allocation Published')).toEqual([]);
    expect((await logsOf(t, w.subcourse.id)).filter((l) => !l.isDraft)).toHaveLength(3);
  });

  it('a project that loses all its groups is no longer allocated', async () => {
    const w = await boardWorld(t);
    await save(w, { is_draft: false, ...complete(w) });
    await save(w, {
      is_draft: false,
      override: true,
      ...board({ [w.borealis.id]: [w.bravo.id, w.charlie.id] }, [w.alpha.id]),
    });
    expect((await projectRow(t, w.apollo.id)).isAllocated).toBe(false);
    expect((await projectRow(t, w.borealis.id)).isAllocated).toBe(true);
    expect((await groupRow(t, w.alpha.id)).projectId).toBeNull();
  });
});
