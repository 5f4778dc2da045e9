import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PEER_DIMENSIONS } from '@capstone/contracts';
import { peerRoundMembers, peerRounds } from '../../src/db/schema';
import { createCourse, createGroup, createSubcourse, enrol } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

describe('archiving an offering settles its peer evaluation rounds (api.md §23.3)', () => {
  it('closes the open ones now (taking a due snapshot first), deletes the scheduled ones, leaves closed ones alone', async () => {
    const owner = await signedIn(t, 'staff');
    const course = await createCourse(t.db, owner.id);
    const sub = await createSubcourse(t.db, course, { isActive: true });
    const team = await createGroup(t.db, sub.id, { name: 'Team', tutorial: 'H12A' });
    const members = [await signedIn(t, 'student'), await signedIn(t, 'student')];
    for (const m of members) await enrol(t.db, sub.id, m.id, { groupId: team.id });
    const now = Date.now();
    const round = async (name: string, values: Partial<typeof peerRounds.$inferInsert>) => {
      const [row] = await t.db
        .insert(peerRounds)
        .values({
          subcourseId: sub.id,
          name,
          opensAt: new Date(now - HOUR),
          closesAt: new Date(now + 24 * HOUR),
          dimensions: DEFAULT_PEER_DIMENSIONS.map((d) => ({ ...d })),
          ...values,
        })
        .returning();
      return row!.id;
    };
    const open = await round('Open', { snapshotAt: new Date(now - HOUR) });
    const due = await round('Due', {});
    const scheduled = await round('Scheduled', { opensAt: new Date(now + HOUR) });
    const ended = await round('Ended', {
      opensAt: new Date(now - 48 * HOUR),
      closesAt: new Date(now - 24 * HOUR),
      snapshotAt: new Date(now - 48 * HOUR),
    });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/subcourse/${sub.id}/archive`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);

    const rows = await t.db.select().from(peerRounds).where(eq(peerRounds.subcourseId, sub.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.has(scheduled)).toBe(false);
    for (const id of [open, due]) {
      const closedAt = byId.get(id)?.closedAt?.getTime() ?? 0;
      expect(closedAt).toBeGreaterThanOrEqual(now);
      expect(closedAt).toBeLessThanOrEqual(Date.now());
    }
    expect(byId.get(ended)?.closedAt).toBeNull();
    const snapshot = await t.db
      .select({ studentId: peerRoundMembers.studentId })
      .from(peerRoundMembers)
      .where(eq(peerRoundMembers.roundId, due));
    expect(snapshot.map((r) => r.studentId).sort()).toEqual(members.map((m) => m.id).sort());
  });
});
