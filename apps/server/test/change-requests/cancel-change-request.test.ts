import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M } from '@capstone/contracts';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  asked,
  cancel,
  decide,
  mailMark,
  publishFirst,
  requestRow,
  requestWorld,
  setSubcourse,
  type RequestWorld,
} from './change-request-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reason = 'We would rather build the sensors.';

describe('PUT /api/group/{groupId}/change-requests/{requestId}/cancel', () => {
  let w: RequestWorld;
  let open: { id: string };
  let bravoRequest: { id: string };
  beforeAll(async () => {
    w = await requestWorld(t);
    await publishFirst(t, w);
    open = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    bravoRequest = await asked(t, w.bravo.id, { reason }, w.b1.headers);
  });

  it('401 without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/group/${w.alpha.id}/change-requests/${open.id}/cancel`,
    });
    expectError(response, 401, 'Missing Authorization Header');
  });

  it('404 for a group the caller cannot see, before anything about the request', async () => {
    expectError(await cancel(t, 'nope', open.id, w.a1.headers), 404, M.groupNotFound);
    expectError(await cancel(t, w.otherGroup.id, open.id, w.a1.headers), 404, M.groupNotFound);
    for (const who of [w.otherAdmin, w.outsider, w.client]) {
      expectError(await cancel(t, w.alpha.id, open.id, who.headers), 404, M.groupNotFound);
    }
  });

  it('403 for anyone outside the group, staff included, then for a member who is not the lead', async () => {
    for (const who of [w.b1, w.loner, w.admin, w.tutor]) {
      expectError(await cancel(t, w.alpha.id, open.id, who.headers), 403, M.notMember);
    }
    expectError(await cancel(t, w.alpha.id, open.id, w.a2.headers), 403, M.onlyLead);
    // The role comes before the request: a non-lead naming an unknown request is still a 403.
    expectError(await cancel(t, w.alpha.id, 'nope', w.a2.headers), 403, M.onlyLead);
  });

  it("404 for an unknown request, or another group's request named through this group", async () => {
    expectError(await cancel(t, w.alpha.id, 'nope', w.a1.headers), 404, M.requestNotFound);
    expectError(await cancel(t, w.alpha.id, bravoRequest.id, w.a1.headers), 404, M.requestNotFound);
    expect((await requestRow(t, bravoRequest.id)).status).toBe('open');
  });

  it('200 with the cancelled request; nobody is emailed; a second cancel is refused', async () => {
    const mark = await mailMark(t);
    const response = await cancel(t, w.alpha.id, open.id, w.a1.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: open.id,
      status: 'cancelled',
      group: { id: w.alpha.id, name: 'Alpha' },
      project: { id: w.cosmos.id, name: 'Cosmos' },
      decided_by: null,
      decided_at: null,
    });
    expect((await requestRow(t, open.id)).status).toBe('cancelled');
    await t.app.outbox.drain();
    expect(t.mailer.sent.length).toBe(mark);
    expectError(await cancel(t, w.alpha.id, open.id, w.a1.headers), 400, M.onlyOpenCancel);
    // Cancelling frees the group to ask again.
    await asked(t, w.alpha.id, { reason }, w.a1.headers);
  });

  it('only an open request can be cancelled: not an approved or a declined one', async () => {
    const approved = await decide(
      t,
      w.subcourse.id,
      bravoRequest.id,
      { decision: 'approve' },
      w.admin.headers,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expectError(await cancel(t, w.bravo.id, bravoRequest.id, w.b1.headers), 400, M.onlyOpenCancel);
    expect((await requestRow(t, bravoRequest.id)).status).toBe('approved');
  });

  it('works while S is archived: the lead can always withdraw an open request', async () => {
    const w2 = await requestWorld(t);
    await publishFirst(t, w2);
    const request = await asked(t, w2.alpha.id, { reason }, w2.a1.headers);
    await setSubcourse(t, w2.subcourse.id, { isArchived: true });
    const response = await cancel(t, w2.alpha.id, request.id, w2.a1.headers);
    expect(response.statusCode, response.body).toBe(200);
  });
});
