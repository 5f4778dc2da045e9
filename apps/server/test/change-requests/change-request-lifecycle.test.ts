import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M } from '@capstone/contracts';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  ask,
  asked,
  cancel,
  decide,
  publish,
  publishFirst,
  readAdmin,
  readGroup,
  requestRow,
  requestWorld,
  versionCount,
} from './change-request-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const reason = 'We would like a change.';

describe('a change request from asking to the publish that settles it', () => {
  it('open → cancelled; open → declined; open → approved → applied by the publish that fulfils it', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const first = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    expect((await cancel(t, w.alpha.id, first.id, w.a1.headers)).json()).toMatchObject({
      status: 'cancelled',
    });
    const second = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    const declined = await decide(
      t,
      w.subcourse.id,
      second.id,
      { decision: 'decline', message: 'Not now.' },
      w.admin.headers,
    );
    expect(declined.json()).toMatchObject({ status: 'declined' });
    // Final states stay final.
    expectError(await cancel(t, w.alpha.id, second.id, w.a1.headers), 400, M.onlyOpenCancel);
    expectError(
      await decide(t, w.subcourse.id, first.id, { decision: 'approve' }, w.admin.headers),
      400,
      M.alreadyDecided,
    );

    const third = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    const approved = await decide(
      t,
      w.subcourse.id,
      third.id,
      { decision: 'approve' },
      w.admin.headers,
    );
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expectError(await ask(t, w.alpha.id, { reason }, w.a1.headers), 409, M.pendingRequest);

    // The next publish moves Alpha to Cosmos: the request is applied in that version.
    await publish(t, w, {
      [w.cosmos.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id, w.charlie.id],
    });
    const version = await versionCount(t, w.subcourse.id);
    expect(version).toBe(2);
    expect(await requestRow(t, third.id)).toMatchObject({
      status: 'applied',
      appliedInVersion: 2,
    });
    const list = (await readGroup(t, w.alpha.id, w.a2.headers)).json();
    expect(list.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [third.id, 'applied'],
      [second.id, 'declined'],
      [first.id, 'cancelled'],
    ]);
    expect(list[0]).toMatchObject({ applied_in_version: 2, from_project: { name: 'Apollo' } });
    expectError(await cancel(t, w.alpha.id, third.id, w.a1.headers), 400, M.onlyOpenCancel);

    // Now on Cosmos, the group may ask again, and Cosmos is the project it is already on.
    expectError(
      await ask(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers),
      400,
      M.alreadyOnProject,
    );
    const fourth = await asked(t, w.alpha.id, { project: w.apollo.id, reason }, w.a1.headers);
    expect(fourth).toMatchObject({ status: 'open', from_project: { id: w.cosmos.id } });
  });

  it('a publish that moves a group elsewhere cancels its pending request; the group may ask again', async () => {
    const w = await requestWorld(t);
    await publishFirst(t, w);
    const open = await asked(t, w.bravo.id, { project: w.cosmos.id, reason }, w.b1.headers);
    await publish(t, w, {
      [w.apollo.id]: [w.bravo.id],
      [w.borealis.id]: [w.alpha.id, w.charlie.id],
    });
    expect((await requestRow(t, open.id)).status).toBe('cancelled');
    const again = await asked(t, w.bravo.id, { reason }, w.b1.headers);
    const listed = (await readAdmin(t, w.subcourse.id, w.tutor.headers, '?status=open')).json();
    expect(listed.map((r: { id: string }) => r.id)).toEqual([again.id]);
  });
});
