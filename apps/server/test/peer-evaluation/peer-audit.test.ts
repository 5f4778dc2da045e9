import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence, showsFieldKey, type AuditListResponse } from '@capstone/contracts';
import { peerComments } from '../../src/db/schema';
import { countEvents, eventsAbout, expectNoPersonalData } from '../audit/audit-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  createdRound,
  peerWorld,
  roundUrl,
  scheduledRound,
  submissionBody,
  submitted,
  type PeerWorld,
} from './peer-fixtures';

let t: TestApp;
let w: PeerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await peerWorld(t);
});
afterAll(() => t.close());

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
};

describe('the audit trail of peer evaluation', () => {
  it('records each change to a round as one sentence naming the round, never a person', async () => {
    const a = await createdRound(t, w, { name: 'Audit A' });
    // Refused attempts record nothing.
    const counted = await countEvents(t.db);
    expect((await call(t, 'PUT', roundUrl(a.id, '/close'), w.tutor.headers)).statusCode).toBe(403);
    expect(await countEvents(t.db)).toBe(counted);

    const b = await scheduledRound(t, w, { name: 'Audit B' });
    await ok(call(t, 'PUT', roundUrl(b.id), w.admin.headers, { name: 'Audit C', weight: 0.4 }));
    await ok(call(t, 'DELETE', roundUrl(b.id), w.admin.headers));
    await submitted(
      t,
      a.id,
      w.a1.headers,
      submissionBody([w.a1, w.a2], 4, { comments: { [w.a2.id]: 'Solid.' } }),
    );
    await ok(call(t, 'PUT', roundUrl(a.id, '/close'), w.admin.headers));
    await ok(
      call(t, 'PUT', roundUrl(a.id, '/marks'), w.admin.headers, {
        marks: [{ group: w.alpha.id, mark: 70 }],
      }),
    );
    const [comment] = await t.db
      .select({ id: peerComments.id })
      .from(peerComments)
      .where(and(eq(peerComments.roundId, a.id), eq(peerComments.authorId, w.a1.id)));
    await ok(
      call(t, 'PUT', roundUrl(a.id, `/comments/${comment!.id}/hide`), w.admin.headers, {
        reason: 'Checking',
      }),
    );
    await ok(call(t, 'PUT', roundUrl(a.id, `/comments/${comment!.id}/show`), w.admin.headers));
    await ok(call(t, 'PUT', roundUrl(a.id, '/release'), w.admin.headers));

    const response = await call(
      t,
      'GET',
      `/api/admin/${w.subcourse.id}/audit?limit=500`,
      w.admin.headers,
    );
    expect(response.statusCode).toBe(200);
    const events = response
      .json<AuditListResponse>()
      .events.filter((e) => e.action.startsWith('peer.'));
    const sentences = events.map(auditSentence);
    expect(sentences.sort()).toEqual(
      [
        'Created the peer evaluation round “Audit A”, which opened at once',
        'Created the peer evaluation round “Audit B”',
        'Changed the peer evaluation round “Audit C”: the name, the weight',
        'Deleted the peer evaluation round “Audit C” before it opened',
        'Closed the peer evaluation round “Audit A” early',
        'Changed the group marks of the peer evaluation round “Audit A”: 1 mark set',
        'Hid a comment in the peer evaluation round “Audit A”',
        'Showed a hidden comment again in the peer evaluation round “Audit A”',
        'Released the results of the peer evaluation round “Audit A” to 6 students',
      ].sort(),
    );
    const ids = [a.id, b.id, comment!.id, w.subcourse.id, w.alpha.id];
    for (const sentence of sentences) {
      expect(showsFieldKey(sentence), sentence).toBe(false);
      for (const id of ids) expect(sentence).not.toContain(id);
    }
    const rows = (await eventsAbout(t.db, w.subcourse.id)).filter((e) =>
      e.action.startsWith('peer.'),
    );
    expect(rows).toHaveLength(9);
    await expectNoPersonalData(t.db, rows);
    for (const row of rows) {
      expect(row).toMatchObject({ actorId: w.admin.id, targetType: 'subcourse', ip: '127.0.0.1' });
    }
  });
});
