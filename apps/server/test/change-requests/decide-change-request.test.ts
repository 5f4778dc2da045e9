import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M, changeRequest } from '@capstone/contracts';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { groupRow, projectChannelMembers, projectRow } from '../allocation/board-fixtures';
import {
  asked,
  decide,
  lockGroup,
  mailMark,
  mailsSince,
  publishFirst,
  requestRow,
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

const OUTCOME = 'Change Request Outcome';
const reason = 'Our skills fit Cosmos better.';

describe('PUT /api/admin/{subcourseId}/change-requests/{requestId}: the failure ladder', () => {
  let w: RequestWorld;
  let elsewhere: RequestWorld;
  let open: { id: string };
  let foreign: { id: string };
  beforeAll(async () => {
    w = await requestWorld(t);
    await publishFirst(t, w);
    open = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    elsewhere = await requestWorld(t);
    await publishFirst(t, elsewhere);
    foreign = await asked(t, elsewhere.alpha.id, { reason }, elsewhere.a1.headers);
  });
  const approve = { decision: 'approve' };

  it('401 without a token', async () => {
    expectError(
      await decide(t, w.subcourse.id, open.id, approve, {}),
      401,
      'Missing Authorization Header',
    );
  });

  it('404 for an unknown subcourse or one the caller has no relation to', async () => {
    expectError(
      await decide(t, 'nope', open.id, approve, w.admin.headers),
      404,
      M.subcourseNotFound,
    );
    for (const who of [w.otherAdmin, w.outsider, elsewhere.admin]) {
      expectError(
        await decide(t, w.subcourse.id, open.id, approve, who.headers),
        404,
        M.subcourseNotFound,
      );
    }
  });

  it('403 for a tutor of S (course admins only), and for students and clients', async () => {
    for (const tutor of [w.tutor, w.otherTutor]) {
      expectError(
        await decide(t, w.subcourse.id, open.id, approve, tutor.headers),
        403,
        M.onlyAdmins,
      );
    }
    for (const who of [w.a1, w.a2, w.client]) {
      expectError(await decide(t, w.subcourse.id, open.id, approve, who.headers), 403, M.onlyStaff);
    }
    // The role comes before the body and the request.
    expectError(await decide(t, w.subcourse.id, 'nope', {}, w.tutor.headers), 403, M.onlyAdmins);
  });

  it("404 for an unknown request, or another offering's, even with a bad body", async () => {
    for (const id of ['nope', foreign.id]) {
      expectError(
        await decide(t, w.subcourse.id, id, approve, w.admin.headers),
        404,
        M.requestNotFound,
      );
      expectError(await decide(t, w.subcourse.id, id, {}, w.admin.headers), 404, M.requestNotFound);
    }
    expect((await requestRow(t, foreign.id)).status).toBe('open');
  });

  it('400 for a bad body, before the state of S is looked at', async () => {
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    const bodies: [unknown, string][] = [
      [{}, M.decisionRule],
      [{ decision: 'maybe' }, M.decisionRule],
      [{ decision: 'APPROVE' }, M.decisionRule],
      [{ decision: 1 }, M.decisionRule],
      [{ decision: 'decline' }, M.messageRequired],
      [{ decision: 'decline', message: '   ' }, M.messageRequired],
      [{ decision: 'decline', message: null }, M.messageRequired],
      [{ decision: 'decline', message: 'x'.repeat(1001) }, M.messageTooLong],
      [{ decision: 'approve', message: 'x'.repeat(1001) }, M.messageTooLong],
      [{ decision: 'approve', message: 5 }, M.messageRequired],
    ];
    for (const [payload, message] of bodies) {
      expectError(await decide(t, w.subcourse.id, open.id, payload, w.admin.headers), 400, message);
    }
    const bare = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/${w.subcourse.id}/change-requests/${open.id}`,
      headers: w.admin.headers,
    });
    expectError(bare, 400, M.decisionRule);
  });

  it('400 for S archived, then not active', async () => {
    await setSubcourse(t, w.subcourse.id, { isArchived: true, isActive: false });
    expectError(
      await decide(t, w.subcourse.id, open.id, approve, w.admin.headers),
      400,
      M.subcourseArchived,
    );
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
    expectError(
      await decide(t, w.subcourse.id, open.id, approve, w.admin.headers),
      400,
      M.subcourseNotActive,
    );
    await setSubcourse(t, w.subcourse.id, { isActive: true });
    expect((await requestRow(t, open.id)).status).toBe('open');
  });

  it('400 when approving a request for a project that is no longer available, then for a locked group', async () => {
    await withdraw(t, w.cosmos.id);
    expectError(
      await decide(t, w.subcourse.id, open.id, approve, w.admin.headers),
      400,
      M.requestedProjectGone,
    );
    await lockGroup(t, w, w.alpha.id, w.apollo.id);
    expectError(
      await decide(t, w.subcourse.id, open.id, approve, w.admin.headers),
      400,
      M.requestedProjectGone,
    );
    // Declining needs neither.
    const mark = await mailMark(t);
    const declined = await decide(
      t,
      w.subcourse.id,
      open.id,
      { decision: 'decline', message: 'Cosmos was withdrawn.' },
      w.admin.headers,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await mailsSince(t, mark, OUTCOME)).map((m) => m.to).sort()).toEqual(
      [w.a1.email, w.a2.email].sort(),
    );
    // An "any" request of a locked group cannot be approved either.
    const any = await asked(t, w.alpha.id, { reason }, w.a1.headers);
    expectError(
      await decide(t, w.subcourse.id, any.id, approve, w.admin.headers),
      400,
      M.groupLocked,
    );
    expect((await requestRow(t, any.id)).status).toBe('open');
  });

  it('400 for a request decided already, whatever the second decision', async () => {
    for (const body of [approve, { decision: 'decline', message: 'Again.' }]) {
      expectError(
        await decide(t, w.subcourse.id, open.id, body, w.admin.headers),
        400,
        M.alreadyDecided,
      );
    }
    expect(await requestRow(t, open.id)).toMatchObject({
      status: 'declined',
      message: 'Cosmos was withdrawn.',
    });
  });
});

describe('PUT /api/admin/{subcourseId}/change-requests/{requestId}: decisions', () => {
  it('approving records who and when, emails every member of the group, and changes nothing else', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const open = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    const before = {
      alpha: await groupRow(t, w.alpha.id),
      apollo: await projectRow(t, w.apollo.id),
      cosmos: await projectRow(t, w.cosmos.id),
      channels: await projectChannelMembers(t, w.subcourse.id),
      versions: await versionCount(t, w.subcourse.id),
    };
    const mark = await mailMark(t);
    const response = await decide(
      t,
      w.subcourse.id,
      open.id,
      { decision: 'approve', message: '  Fine by us.  ' },
      w.admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const decided = response.json();
    expect(changeRequest.parse(decided)).toEqual(decided);
    expect(decided).toMatchObject({
      id: open.id,
      status: 'approved',
      decided_by: { id: w.admin.id, name: 'Dana Admin' },
      decided_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      message: 'Fine by us.',
      from_project: { id: w.apollo.id, name: 'Apollo' },
      project: { id: w.cosmos.id, name: 'Cosmos' },
      applied_in_version: null,
    });
    expect(await requestRow(t, open.id)).toMatchObject({
      status: 'approved',
      decidedBy: w.admin.id,
      message: 'Fine by us.',
    });

    // Every member of Alpha, and nobody else.
    const mails = await mailsSince(t, mark, OUTCOME);
    expect(mails.map((m) => m.to).sort()).toEqual([w.a1.email, w.a2.email].sort());
    await t.app.outbox.drain();
    expect(t.mailer.sent.length).toBe(mark + 2);
    const text = mails.find((m) => m.to === w.a2.email)!.text;
    expect(text).toContain('Hi Ari Member,');
    expect(text).toContain('approved');
    expect(text).toContain('Alpha');
    expect(text).toContain('"Cosmos"');
    expect(text).toContain('> Fine by us.');
    expect(text).toContain('until course staff publish the next allocation');
    expect(text).toContain(`/group/profile/${w.alpha.id}`);

    // Approval does not publish: no group, project, channel or version changed.
    expect(await groupRow(t, w.alpha.id)).toEqual(before.alpha);
    expect(await projectRow(t, w.apollo.id)).toEqual(before.apollo);
    expect(await projectRow(t, w.cosmos.id)).toEqual(before.cosmos);
    expect(await projectChannelMembers(t, w.subcourse.id)).toEqual(before.channels);
    expect(await versionCount(t, w.subcourse.id)).toBe(before.versions);
  });

  it('approving without a message stores none; an "any" request says any project with a free place', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const open = await asked(t, w.bravo.id, { reason }, w.b1.headers);
    const mark = await mailMark(t);
    const response = await decide(
      t,
      w.subcourse.id,
      open.id,
      { decision: 'approve' },
      w.admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', message: null, project: null });
    const mails = await mailsSince(t, mark, OUTCOME);
    expect(mails.map((m) => m.to)).toEqual([w.b1.email]);
    expect(mails[0]!.text).toContain('any project with a free place');
    expect(mails[0]!.text).not.toContain('Message from course staff');
  });

  it('declining needs a message, records it, and tells every member with it', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const open = await asked(t, w.alpha.id, { project: w.borealis.id, reason }, w.a1.headers);
    const mark = await mailMark(t);
    const response = await decide(
      t,
      w.subcourse.id,
      open.id,
      { decision: 'decline', message: 'Borealis is full.' },
      w.admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'declined',
      message: 'Borealis is full.',
      decided_by: { id: w.admin.id, name: 'Dana Admin' },
    });
    const mails = await mailsSince(t, mark, OUTCOME);
    expect(mails.map((m) => m.to).sort()).toEqual([w.a1.email, w.a2.email].sort());
    for (const mail of mails) {
      expect(mail.text).toContain('declined');
      expect(mail.text).toContain('"Borealis"');
      expect(mail.text).toContain('> Borealis is full.');
      expect(mail.text).not.toContain('next allocation');
      expect(mail.html).toContain('Borealis is full.');
    }
  });

  it('user text in the mail is escaped in HTML', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const open = await asked(t, w.bravo.id, { reason }, w.b1.headers);
    const mark = await mailMark(t);
    const response = await decide(
      t,
      w.subcourse.id,
      open.id,
      { decision: 'decline', message: '<b>No</b> & sorry' },
      w.admin.headers,
    );
    expect(response.statusCode).toBe(200);
    const [mail] = await mailsSince(t, mark, OUTCOME);
    expect(mail!.html).not.toContain('<b>No</b>');
    expect(mail!.html).toContain('&#60;b&#62;No&#60;/b&#62; &#38; sorry');
  });

  it('two decisions at once: exactly one is applied and mailed, the other is told it was decided', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const open = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    const mark = await mailMark(t);
    const responses = await Promise.all([
      decide(t, w.subcourse.id, open.id, { decision: 'approve' }, w.admin.headers),
      decide(t, w.subcourse.id, open.id, { decision: 'decline', message: 'No.' }, w.admin.headers),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expectError(
      responses.find((r) => r.statusCode === 400)!,
      400,
      M.alreadyDecided,
    );
    const winner = responses.find((r) => r.statusCode === 200)!.json<{ status: string }>();
    expect((await requestRow(t, open.id)).status).toBe(winner.status);
    expect(await mailsSince(t, mark, OUTCOME)).toHaveLength(2);
  });
});
