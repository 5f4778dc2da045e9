import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDataExportDocument } from '@capstone/contracts';
import { PASSWORD } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  asked,
  decide,
  publishFirst,
  readGroup,
  requestRow,
  requestWorld,
} from './change-request-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reason = 'Our reason, in our own words.';
const exportOf = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('change requests in the personal data of the student who made them', () => {
  it("are in the requester's export (and the staff export of S), not in a group-mate's", async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const request = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    const decided = await decide(
      t,
      w.subcourse.id,
      request.id,
      { decision: 'decline', message: 'Cosmos is full.' },
      w.admin.headers,
    );
    expect(decided.statusCode).toBe(200);

    const own = await exportOf('/api/student/me/export', w.a1.headers);
    expect(own.statusCode).toBe(200);
    const doc = own.json();
    expect(myDataExportDocument.parse(doc)).toEqual(doc);
    expect(doc.change_requests).toEqual([
      {
        id: request.id,
        subcourse_id: w.subcourse.id,
        group_id: w.alpha.id,
        group_name: 'Alpha',
        from_project: { id: w.apollo.id, name: 'Apollo' },
        project: { id: w.cosmos.id, name: 'Cosmos' },
        reason,
        status: 'declined',
        created_at: expect.stringMatching(/Z$/),
        decided_at: expect.stringMatching(/Z$/),
        message: 'Cosmos is full.',
        applied_in_version: null,
      },
    ]);
    // Other people appear by id at most: the deciding admin is not named.
    expect(own.body).not.toContain('Dana Admin');

    const staffExport = await exportOf(
      `/api/staff/subcourse/${w.subcourse.id}/students/${w.a1.id}/export`,
      w.admin.headers,
    );
    expect(staffExport.statusCode).toBe(200);
    expect(staffExport.json().change_requests.map((r: { id: string }) => r.id)).toEqual([
      request.id,
    ]);

    const mate = (await exportOf('/api/student/me/export', w.a2.headers)).json();
    expect(mate.change_requests).toEqual([]);
  });

  it("deleting the requester's account keeps the group's request and its reason, without naming them", async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const request = await asked(t, w.alpha.id, { reason }, w.a1.headers);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/student/me',
      headers: w.a1.headers,
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await requestRow(t, request.id)).toMatchObject({
      requestedBy: null,
      reason,
      status: 'open',
    });
    const list = await readGroup(t, w.alpha.id, w.a2.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: request.id, requested_by: null, reason }),
    ]);
    expect(list.body).not.toContain(w.a1.id);
  });

  it("staff erasure of a removed student in S takes their name off S's requests", async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const request = await asked(t, w.alpha.id, { reason }, w.a1.headers);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/student/remove?subcourse_id=${w.subcourse.id}&student_id=${w.a1.id}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await requestRow(t, request.id)).requestedBy).toBe(w.a1.id);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/subcourse/${w.subcourse.id}/students/${w.a1.id}/data`,
      headers: w.admin.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await requestRow(t, request.id)).toMatchObject({ requestedBy: null, reason });
  });
});
