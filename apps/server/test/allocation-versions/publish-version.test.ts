import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as AP, ALLOCATION_MESSAGES as M } from '@capstone/contracts';
import { allocationVersions } from '../../src/db/schema';
import { expectError } from '../helpers/expect-error';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { board, groupRow, logsOf, mailedSince, post } from '../allocation/board-fixtures';
import {
  publish,
  publishUrl,
  readVersion,
  ref,
  versionNumbers,
  versionWorld,
  type VersionWorld,
} from './version-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SUBJECT = 'Project Allocation Published';
const firstBoard = (w: VersionWorld) => ({
  [w.apollo.id]: [w.alpha.id],
  [w.borealis.id]: [w.bravo.id, w.charlie.id],
});
const draft = (w: VersionWorld, extra: Record<string, unknown>) =>
  post(
    t,
    publishUrl(w.subcourse.id),
    { is_draft: true, ...board(firstBoard(w)), ...extra },
    w.admin.headers,
  );

describe('base_version', () => {
  it('400 when it is not a whole number ≥ 0, for drafts and publishes alike', async () => {
    const w = await versionWorld(t);
    for (const bad of [-1, 1.5, '1', null, true]) {
      expectError(
        await publish(t, w, firstBoard(w), { base_version: bad }),
        400,
        AP.baseVersionRule,
      );
      expectError(await draft(w, { base_version: bad }), 400, AP.baseVersionRule);
    }
    expect(await versionNumbers(t, w.subcourse.id)).toEqual([]);
  });

  it('a publish on a stale base gets 409 and saves nothing; the right base, or none, publishes', async () => {
    const w = await versionWorld(t);
    expect((await publish(t, w, firstBoard(w), { base_version: 0 })).json()).toEqual({
      message: M.allocated,
      version: 1,
    });
    const moved = { [w.apollo.id]: [w.alpha.id], [w.cygnus.id]: [w.bravo.id, w.charlie.id] };
    // Mails of earlier publishes may still be on their way; the mark counts them all.
    await t.app.outbox.drain();
    const mailsBefore = t.mailer.sent.length;
    for (const stale of [0, 2, 7]) {
      expectError(await publish(t, w, moved, { base_version: stale }), 409, AP.staleBoard);
    }
    expect((await groupRow(t, w.bravo.id)).projectId).toBe(w.borealis.id);
    expect((await logsOf(t, w.subcourse.id)).filter((l) => !l.isDraft)).toHaveLength(1);
    expect(await versionNumbers(t, w.subcourse.id)).toEqual([1]);
    expect(await mailedSince(t, mailsBefore, SUBJECT)).toEqual([]);

    // The 400s of the board come before the conflict.
    expectError(
      await publish(
        t,
        w,
        { [w.apollo.id]: [w.alpha.id, w.bravo.id, w.charlie.id] },
        { base_version: 0 },
      ),
      400,
      M.capacity,
    );
    expectError(
      await publish(t, w, { [w.draft.id]: [w.alpha.id] }, { base_version: 0 }),
      400,
      M.notBelong('Project', w.draft.id),
    );

    expect((await publish(t, w, moved, { base_version: 1 })).json()).toEqual({
      message: M.allocated,
      version: 2,
    });
    expect((await groupRow(t, w.bravo.id)).projectId).toBe(w.cygnus.id);
    expect((await publish(t, w, firstBoard(w))).json()).toEqual({
      message: M.allocated,
      version: 3,
    });
  });

  it('drafts ignore it and create no version', async () => {
    const w = await versionWorld(t);
    const response = await draft(w, { base_version: 42 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.draftSaved });
    expect((await groupRow(t, w.alpha.id)).draftAlloc).toBe(w.apollo.id);
    expect(await versionNumbers(t, w.subcourse.id)).toEqual([]);
  });

  it('of two publishes built on the same version exactly one succeeds', async () => {
    const w = await versionWorld(t);
    await publish(t, w, firstBoard(w));
    const boards = [
      { [w.apollo.id]: [w.bravo.id], [w.borealis.id]: [w.alpha.id, w.charlie.id] },
      { [w.apollo.id]: [w.charlie.id], [w.cygnus.id]: [w.alpha.id, w.bravo.id] },
    ];
    const responses = await Promise.all(boards.map((b) => publish(t, w, b, { base_version: 1 })));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = responses.findIndex((r) => r.statusCode === 200);
    expect(responses[winner]!.json()).toEqual({ message: M.allocated, version: 2 });
    expectError(responses[1 - winner]!, 409, AP.staleBoard);
    expect(await versionNumbers(t, w.subcourse.id)).toEqual([1, 2]);
    // The groups are where the winner put them.
    const won = boards[winner]!;
    for (const [project, groupIds] of Object.entries(won)) {
      for (const id of groupIds) expect((await groupRow(t, id)).projectId).toBe(project);
    }
  });

  it('publishes without base_version never collide: each gets the next number', async () => {
    const w = await versionWorld(t);
    const responses = await Promise.all([0, 1, 2].map(() => publish(t, w, firstBoard(w))));
    expect(responses.map((r) => r.json<{ version: number }>().version).sort()).toEqual([1, 2, 3]);
    const rows = await t.db
      .select()
      .from(allocationVersions)
      .where(eq(allocationVersions.subcourseId, w.subcourse.id));
    expect(rows.map((r) => r.counts.changed).sort()).toEqual([0, 0, 3]);
  });
});

describe('who is told of a publish', () => {
  it('version 1 tells every allocated group and the clients of projects that got groups', async () => {
    const w = await versionWorld(t);
    // Mails of earlier publishes may still be on their way; the mark counts them all.
    await t.app.outbox.drain();
    const from = t.mailer.sent.length;
    await publish(t, w, firstBoard(w));
    expect(await mailedSince(t, from, SUBJECT)).toEqual(
      [w.a1, w.a2, w.b1, w.c1, w.client, w.client, w.coClient].map((p) => p.email).sort(),
    );
  });

  it('a later version tells exactly the moved groups (naming the previous project) and the clients whose groups changed', async () => {
    const w = await versionWorld(t);
    await publish(t, w, firstBoard(w));
    // Mails of earlier publishes may still be on their way; the mark counts them all.
    await t.app.outbox.drain();
    const from = t.mailer.sent.length;
    const response = await publish(t, w, {
      [w.apollo.id]: [w.alpha.id],
      [w.borealis.id]: [w.bravo.id],
      [w.cygnus.id]: [w.charlie.id],
    });
    expect(response.json()).toEqual({ message: M.allocated, version: 2 });
    // Charlie's member; Borealis's two clients (it lost Charlie); Cygnus's client (it gained it).
    expect(await mailedSince(t, from, SUBJECT)).toEqual(
      [w.c1, w.client, w.coClient, w.cygnusClient].map((p) => p.email).sort(),
    );
    const v2 = await readVersion(t, w, 2);
    expect(v2.changes).toEqual([
      { group: ref(w.charlie), from: ref(w.borealis), to: ref(w.cygnus) },
    ]);
    expect(v2.counts).toEqual({ groups: 3, allocated: 3, unallocated: 0, changed: 1 });

    const toCharlie = t.mailer.sent.slice(from).find((m) => m.to === w.c1.email)!;
    expect(toCharlie.text).toContain('allocated to the project "Cygnus"');
    expect(toCharlie.text).toContain('previous project was "Borealis"');
    const toCygnus = t.mailer.sent.slice(from).find((m) => m.to === w.cygnusClient.email)!;
    expect(toCygnus.text).toContain('Charlie');
    const toBorealis = t.mailer.sent.slice(from).find((m) => m.to === w.coClient.email)!;
    expect(toBorealis.text).toContain('these groups: Bravo.');

    // A group that loses its project is told, with the project it had.
    // Mails of earlier publishes may still be on their way; the mark counts them all.
    await t.app.outbox.drain();
    const lost = t.mailer.sent.length;
    await publish(
      t,
      w,
      { [w.apollo.id]: [w.alpha.id], [w.borealis.id]: [w.bravo.id] },
      { override: true },
      [w.charlie.id],
    );
    expect(await mailedSince(t, lost, SUBJECT)).toEqual([w.c1.email, w.cygnusClient.email].sort());
    const toLost = t.mailer.sent.slice(lost).find((m) => m.to === w.c1.email)!;
    expect(toLost.text).toContain('not allocated to a project');
    expect(toLost.text).toContain('previous project was "Cygnus"');
    const toEmptied = t.mailer.sent.slice(lost).find((m) => m.to === w.cygnusClient.email)!;
    expect(toEmptied.text).toContain('no groups allocated');
  });

  it('a publish that changes nothing sends no email and records no change', async () => {
    const w = await versionWorld(t);
    await publish(t, w, firstBoard(w));
    // Mails of earlier publishes may still be on their way; the mark counts them all.
    await t.app.outbox.drain();
    const from = t.mailer.sent.length;
    expect((await publish(t, w, firstBoard(w))).json()).toEqual({
      message: M.allocated,
      version: 2,
    });
    await t.app.outbox.drain();
    expect(t.mailer.sent.slice(from)).toEqual([]);
    const v2 = await readVersion(t, w, 2);
    expect(v2.changes).toEqual([]);
    expect(v2.counts.changed).toBe(0);
  });
});
