import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PEER_MESSAGES as M, SUBCOURSE_MESSAGES } from '@capstone/contracts';
import { eventsOf, theOneNew } from '../audit/audit-fixtures';
import { setSubcourse } from '../change-requests/change-request-fixtures';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  call,
  createdRound,
  expectHiddenLadder,
  HOUR,
  peerWorld,
  roundRow,
  roundUrl,
  scheduledRound,
  setRoundTimes,
  snapshotOf,
  type PeerWorld,
} from './peer-fixtures';

let t: TestApp;
let w: PeerWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await peerWorld(t);
});
afterAll(() => t.close());

const iso = (ms: number) => new Date(ms).toISOString();
const edit = (id: string, body: unknown, headers = w.admin.headers) =>
  call(t, 'PUT', roundUrl(id), headers, body);
const remove = (id: string, headers = w.admin.headers) => call(t, 'DELETE', roundUrl(id), headers);

describe('PUT /api/peer-rounds/{roundId}', () => {
  it('walks the ladder: 401, 404, 403, archived, already opened, then the fields', async () => {
    const round = await scheduledRound(t, w);
    await expectHiddenLadder(t, w, {
      method: 'PUT',
      url: roundUrl(round.id),
      unknownUrl: roundUrl('missing'),
      notFound: M.roundNotFound,
      payload: { name: 'x' },
    });
    expectError(await edit(round.id, { name: '' }, w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(
      await edit(round.id, { name: '' }, w.tutor.headers),
      403,
      MESSAGES.onlyCourseAdmins,
    );
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    expectError(await edit(round.id, { name: '' }), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
    expectError(await edit(round.id, { name: '' }), 400, M.nameRequired);

    const opened = await createdRound(t, w);
    expectError(await edit(opened.id, { name: '' }), 400, M.alreadyOpened);
  });

  it('keeps omitted fields and checks the merged values as a creation would', async () => {
    const round = await scheduledRound(t, w, { name: 'Mid-term', weight: 0.3 });
    // The stored opening time is tomorrow: a closing time before it is refused.
    expectError(
      await edit(round.id, { closes_at: iso(Date.now() + HOUR) }),
      400,
      M.closesBeforeOpens,
    );
    expectError(await edit(round.id, { weight: 2 }), 400, M.weightInvalid);
    const taken = await scheduledRound(t, w, { name: 'Taken' });
    expectError(await edit(round.id, { name: 'TAKEN', weight: 7 }), 400, M.nameTaken);

    const before = (await eventsOf(t.db, 'peer.round_update')).length;
    const response = await edit(round.id, { name: 'Mid term', self_rating: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: round.id,
      name: 'Mid term',
      self_rating: false,
      weight: 0.3,
      opens_at: round.opens_at,
      closes_at: round.closes_at,
      status: 'scheduled',
    });
    const event = await theOneNew(t.db, 'peer.round_update', before);
    expect(event.summary).toMatchObject({
      round_id: round.id,
      round_name: 'Mid term',
      changed: ['name', 'self_rating'],
    });
    // Renaming a round to its own name in another case is no clash with itself.
    expect((await edit(round.id, { name: 'MID TERM' })).statusCode).toBe(200);
    expect((await edit(taken.id, { name: 'Taken' })).statusCode).toBe(200);
  });

  it('opens the round at once when the new opening time has passed', async () => {
    const round = await scheduledRound(t, w);
    expect(await snapshotOf(t, round.id)).toEqual([]);
    const response = await edit(round.id, { opens_at: iso(Date.now() - HOUR) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'open', groups_count: 3, students_count: 6 });
    expect((await roundRow(t, round.id))!.snapshotAt).not.toBeNull();
    expect(await snapshotOf(t, round.id)).toHaveLength(6);
    expectError(await edit(round.id, { name: 'Again' }), 400, M.alreadyOpened);
  });
});

describe('DELETE /api/peer-rounds/{roundId}', () => {
  it('walks the ladder: 401, 404, 403, archived, already opened', async () => {
    const round = await scheduledRound(t, w);
    await expectHiddenLadder(t, w, {
      method: 'DELETE',
      url: roundUrl(round.id),
      unknownUrl: roundUrl('missing'),
      notFound: M.roundNotFound,
    });
    expectError(await remove(round.id, w.a1.headers), 403, MESSAGES.onlyCourseStaff);
    expectError(await remove(round.id, w.tutor.headers), 403, MESSAGES.onlyCourseAdmins);
    await setSubcourse(t, w.subcourse.id, { isArchived: true });
    expectError(await remove(round.id), 400, SUBCOURSE_MESSAGES.archived);
    await setSubcourse(t, w.subcourse.id, { isArchived: false });
    const opened = await createdRound(t, w);
    expectError(await remove(opened.id), 400, M.alreadyOpened);
    expect(await roundRow(t, opened.id)).toBeDefined();
  });

  it('deletes a scheduled round, with an audit event naming it', async () => {
    const round = await scheduledRound(t, w, { name: 'Dropped' });
    const before = (await eventsOf(t.db, 'peer.round_delete')).length;
    const response = await remove(round.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.roundDeleted });
    expect(await roundRow(t, round.id)).toBeUndefined();
    const event = await theOneNew(t.db, 'peer.round_delete', before);
    expect(event.summary).toEqual({ round_id: round.id, round_name: 'Dropped' });
    expectError(await remove(round.id), 404, M.roundNotFound);
  });

  it('refuses a round whose opening time passed while nobody read it (it opens first)', async () => {
    const round = await scheduledRound(t, w);
    await setRoundTimes(t, round.id, { opensAt: new Date(Date.now() - 60_000) });
    expectError(await remove(round.id), 400, M.alreadyOpened);
    expect(await snapshotOf(t, round.id)).toHaveLength(6);
  });
});
