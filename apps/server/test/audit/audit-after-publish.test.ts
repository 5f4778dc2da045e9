import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence, type AuditListResponse } from '@capstone/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { put } from '../clients/client-fixtures';
import {
  asked,
  decide,
  publishFirst,
  requestWorld,
  type RequestWorld,
} from '../change-requests/change-request-fixtures';
import { countEvents, theOneNew } from './audit-fixtures';

let t: TestApp;
let w: RequestWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await requestWorld(t);
  await publishFirst(t, w);
});
afterAll(() => t.close());

const reason = 'Our skills fit Cosmos better.';

describe('the Activity page records what staff do after publishing', () => {
  it('a change of locks, a decision and a withdrawal each write one event with a sentence', async () => {
    const locksBefore = await countEvents(t.db, 'allocation.locks_update');
    const locked = await put(
      t,
      `/api/admin/${w.subcourse.id}/allocation/locked`,
      { locked: [w.charlie.id] },
      w.admin.headers,
    );
    expect(locked.statusCode, locked.body).toBe(200);
    const lockEvent = await theOneNew(t.db, 'allocation.locks_update', locksBefore);
    expect(lockEvent.summary).toEqual({ locked: 1 });

    const request = await asked(t, w.alpha.id, { project: w.cosmos.id, reason }, w.a1.headers);
    const declinedBefore = await countEvents(t.db, 'change_request.decline');
    const declined = await decide(
      t,
      w.subcourse.id,
      request.id,
      { decision: 'decline', message: 'Cosmos is full of strong fits already.' },
      w.admin.headers,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const decision = await theOneNew(t.db, 'change_request.decline', declinedBefore);
    expect(decision.targetId).toBe(w.alpha.id);

    // A refused withdrawal (a tutor) writes nothing; the course admin's writes one.
    const withdrawBefore = await countEvents(t.db, 'project.withdraw');
    const url = `/api/project/withdraw/${w.apollo.id}/${w.subcourse.id}`;
    expect((await put(t, url, { reason: 'The client left.' }, w.tutor.headers)).statusCode).toBe(
      403,
    );
    expect(await countEvents(t.db, 'project.withdraw')).toBe(withdrawBefore);
    const withdrawn = await put(t, url, { reason: 'The client left.' }, w.admin.headers);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const withdrawal = await theOneNew(t.db, 'project.withdraw', withdrawBefore);
    expect(withdrawal.summary).toEqual({ groups: 1 });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${w.subcourse.id}/audit?limit=500`,
      headers: w.admin.headers,
    });
    const sentences = response
      .json<AuditListResponse>()
      .events.filter((e) =>
        ['allocation.locks_update', 'change_request.decline', 'project.withdraw'].includes(
          e.action,
        ),
      )
      .map(auditSentence)
      .sort();
    expect(sentences).toEqual([
      'Changed the locked groups (1 locked now)',
      'Declined the change request of the group Alpha',
      'Withdrew the project Apollo after the allocation was published',
    ]);
  });
});
