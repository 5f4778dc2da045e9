import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M, nullCharacter } from '@capstone/contracts';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { post } from '../allocation/board-fixtures';
import {
  ask,
  asked,
  cancel,
  groupRequestsUrl,
  mailMark,
  mailsSince,
  publish,
  publishFirst,
  requestRows,
  requestWorld,
  setSubcourse,
  versionCount,
  withdraw,
  type RequestWorld,
} from './change-request-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reason = 'We want to work on embedded systems.';

describe('POST /api/group/{groupId}/change-requests: the failure ladder', () => {
  let w: RequestWorld;
  beforeAll(async () => {
    w = await requestWorld(t);
  });
  const body = () => ({ project: w.cosmos.id, reason });

  it('401 without a token', async () => {
    expectError(
      await post(t, groupRequestsUrl(w.alpha.id), body()),
      401,
      'Missing Authorization Header',
    );
  });

  it('404 for an unknown group, a group of another offering, and callers who cannot see the group', async () => {
    expectError(await ask(t, 'no-such-group', body(), w.a1.headers), 404, M.groupNotFound);
    // Another offering's group, asked by this lead and by this offering's course admin.
    expectError(await ask(t, w.otherGroup.id, body(), w.a1.headers), 404, M.groupNotFound);
    expectError(await ask(t, w.otherGroup.id, body(), w.admin.headers), 404, M.groupNotFound);
    // Staff of another course, a student of another offering, and clients of the course.
    expectError(await ask(t, w.alpha.id, body(), w.otherAdmin.headers), 404, M.groupNotFound);
    expectError(await ask(t, w.alpha.id, body(), w.outsider.headers), 404, M.groupNotFound);
    expectError(await ask(t, w.alpha.id, body(), w.client.headers), 404, M.groupNotFound);
  });

  it('403 for anyone who sees the group and is not in it (staff included), then for a member who is not the lead', async () => {
    for (const who of [w.b1, w.loner, w.admin, w.tutor]) {
      expectError(await ask(t, w.alpha.id, body(), who.headers), 403, M.notMember);
    }
    expectError(await ask(t, w.alpha.id, body(), w.a2.headers), 403, M.onlyLead);
    // The role comes before the body: a bad body from a non-lead is still a 403.
    expectError(await ask(t, w.alpha.id, { reason: '' }, w.a2.headers), 403, M.onlyLead);
  });

  it('400 for a bad body, before the state of S is looked at', async () => {
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    const bodies: [unknown, string][] = [
      [{}, M.reasonRequired],
      [{ project: null }, M.reasonRequired],
      [{ reason: '   ' }, M.reasonRequired],
      [{ reason: 7 }, M.reasonRequired],
      [{ reason: 'x'.repeat(1001) }, M.reasonTooLong],
      [{ reason: `  ${'x'.repeat(1001)}  ` }, M.reasonTooLong],
      [{ project: 5, reason }, 'project must be a project id'],
      [{ project: '', reason }, 'project must be a project id'],
      [{ reason: 'nul \u0000 here' }, nullCharacter('reason')],
    ];
    for (const [payload, message] of bodies) {
      expectError(await ask(t, w.alpha.id, payload, w.a1.headers), 400, message);
    }
    // Nothing at all is sent: the reason is missing.
    const bare = await t.app.inject({
      method: 'POST',
      url: groupRequestsUrl(w.alpha.id),
      headers: w.a1.headers,
    });
    expectError(bare, 400, M.reasonRequired);
  });

  it('400 for S archived, then not active', async () => {
    await setSubcourse(t, w.subcourse.id, { isArchived: true, isActive: false });
    expectError(await ask(t, w.alpha.id, body(), w.a1.headers), 400, M.subcourseArchived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false, isActive: false });
    expectError(await ask(t, w.alpha.id, body(), w.a1.headers), 400, M.subcourseNotActive);
    await setSubcourse(t, w.subcourse.id, { isActive: true });
  });

  it('400 before the first publish, then for a group the publish left without a project', async () => {
    expectError(await ask(t, w.alpha.id, body(), w.a1.headers), 400, M.noVersion);
    // Alpha is left out (an override): it has no published project.
    const response = await post(
      t,
      `/api/admin/allocate/${w.subcourse.id}/project`,
      {
        is_draft: false,
        override: true,
        l_allocations: [
          { left: w.alpha.id, right: null },
          { left: w.bravo.id, right: w.borealis.id },
          { left: w.charlie.id, right: w.borealis.id },
        ],
        r_allocations: [{ left: w.borealis.id, right: [w.bravo.id, w.charlie.id] }],
      },
      w.admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expectError(await ask(t, w.alpha.id, body(), w.a1.headers), 400, M.groupHasNoProject);
  });

  it('400 for a project not available in S, then for the project the group is already on', async () => {
    await publishFirst(t, w);
    for (const id of [w.draft.id, w.otherProject.id, 'no-such-project']) {
      expectError(
        await ask(t, w.alpha.id, { project: id, reason }, w.a1.headers),
        400,
        M.requestProjectNotAvailable(id),
      );
    }
    expectError(
      await ask(t, w.alpha.id, { project: w.apollo.id, reason }, w.a1.headers),
      400,
      M.alreadyOnProject,
    );
    expect(await requestRows(t, w.alpha.id)).toEqual([]);
  });
});

describe('POST /api/group/{groupId}/change-requests: success', () => {
  it('201 with the open request, named refs and ISO times; stored as asked; nobody is emailed', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const mark = await mailMark(t);
    const response = await ask(
      t,
      w.alpha.id,
      { project: w.cosmos.id, reason: `  ${reason}  `, status: 'approved', id: 'mine' },
      w.a1.headers,
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(String),
      subcourse: w.subcourse.id,
      group: { id: w.alpha.id, name: 'Alpha' },
      requested_by: { id: w.a1.id, name: 'Ava Lead' },
      from_project: { id: w.apollo.id, name: 'Apollo' },
      project: { id: w.cosmos.id, name: 'Cosmos' },
      reason,
      status: 'open',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      decided_by: null,
      decided_at: null,
      message: null,
      applied_in_version: null,
    });
    expect(created.id).not.toBe('mine');
    const rows = await requestRows(t, w.alpha.id);
    expect(rows).toEqual([
      expect.objectContaining({
        id: created.id,
        subcourseId: w.subcourse.id,
        requestedBy: w.a1.id,
        fromProjectId: w.apollo.id,
        projectId: w.cosmos.id,
        reason,
        status: 'open',
      }),
    ]);
    expect(await mailsSince(t, mark, 'Change Request Outcome')).toEqual([]);
    await t.app.outbox.drain();
    expect(t.mailer.sent.length).toBe(mark);
  });

  it('an absent or null project asks for any project with a free place', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const any = await asked(t, w.bravo.id, { reason }, w.b1.headers);
    expect(any).toMatchObject({ project: null, from_project: { id: w.borealis.id } });
    expect((await cancel(t, w.bravo.id, any.id, w.b1.headers)).statusCode).toBe(200);
    const nulled = await asked(t, w.bravo.id, { project: null, reason }, w.b1.headers);
    expect(nulled).toMatchObject({ project: null, status: 'open' });
  });

  it('a withdrawn project is not available; the group may ask while its own project is withdrawn', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    await withdraw(t, w.cosmos.id);
    expectError(
      await ask(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers),
      400,
      M.requestProjectNotAvailable(w.cosmos.id),
    );
    await withdraw(t, w.apollo.id);
    const created = await asked(t, w.alpha.id, { reason }, w.a1.headers);
    expect(created).toMatchObject({ from_project: { id: w.apollo.id, name: 'Apollo' } });
  });
});

describe('POST /api/group/{groupId}/change-requests: one pending request per group', () => {
  it('409 while a request is open or approved; allowed again once it is declined', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const first = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    // Every earlier check passes, so the conflict is what is left.
    expectError(
      await ask(t, w.alpha.id, { reason: 'Any other project.' }, w.a1.headers),
      409,
      M.pendingRequest,
    );
    // Another group is not held up by Alpha's request.
    await asked(t, w.bravo.id, { project: w.cosmos.id, reason }, w.b1.headers);
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/${w.subcourse.id}/change-requests/${first.id}`,
      headers: { 'content-type': 'application/json', ...w.admin.headers },
      payload: JSON.stringify({ decision: 'approve' }),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expectError(await ask(t, w.alpha.id, { reason }, w.a1.headers), 409, M.pendingRequest);
    expect(await requestRows(t, w.alpha.id)).toHaveLength(1);
  });

  it('of requests sent at once, exactly one is stored and answered 201; the rest get 409', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const bodies = [
      { project: w.cosmos.id, reason },
      { reason: 'Any project will do.' },
      { project: w.borealis.id, reason: 'Borealis fits us.' },
      { project: w.cosmos.id, reason: 'Cosmos again.' },
    ];
    const responses = await Promise.all(bodies.map((b) => ask(t, w.alpha.id, b, w.a1.headers)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expectError(response, 409, M.pendingRequest);
    }
    const winner = responses.find((r) => r.statusCode === 201)!.json<{ id: string }>();
    const rows = await requestRows(t, w.alpha.id);
    expect(rows.map((r) => r.id)).toEqual([winner.id]);
  });

  it('a publish that changes nothing keeps the open request; versions are not created by requests', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const before = await versionCount(t, w.subcourse.id);
    const open = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    expect(await versionCount(t, w.subcourse.id)).toBe(before);
    await publish(t, w, {
      [w.apollo.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id, w.charlie.id],
    });
    expect((await requestRows(t, w.alpha.id))[0]).toMatchObject({ id: open.id, status: 'open' });
  });
});
