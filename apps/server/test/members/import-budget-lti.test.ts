import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '@capstone/contracts';
import { students } from '../../src/db/schema';
import { createCourse, createSubcourse } from '../helpers/course-factories';
import { nextZid, unswEmail } from '../helpers/factories';
import { GENEROUS_BUDGETS, type TestApp } from '../helpers/test-app';
import { ROLE, type FakeMember, type FakePlatform } from '../lti/fake-platform';
import { bearer, launchAs, ltiWorld } from '../lti/lti-helpers';
import { importMembers, rowsFor } from './member-helpers';

/**
 * An LMS roster sync creates its accounts through the member imports, so they are charged to
 * the course admin who syncs, from the same import budget as their CSV imports.
 */
const BUDGET = 5;

let t: TestApp;
let platform: FakePlatform;
beforeAll(async () => {
  ({ t, platform } = await ltiWorld({
    budgets: {
      ...GENEROUS_BUDGETS,
      importAccountsPerStaff: { limit: BUDGET, windowMs: 24 * 60 * 60 * 1000 },
    },
  }));
});
afterAll(async () => {
  await t.close();
  await platform.stop();
});

let counter = 0;

/** An instructor's LMS course linked to their new subcourse; its class list starts empty. */
async function linkedContext() {
  const contextId = `budget-course-${Date.now()}-${counter++}`;
  const zid = nextZid();
  const launch = await launchAs(t, platform, {
    sub: `instructor-${zid}`,
    roles: [ROLE.instructor],
    email: unswEmail(zid),
    contextId,
  });
  const course = await createCourse(t.db, launch.fields.get('id')!);
  const subcourse = await createSubcourse(t.db, course);
  const contextRef = launch.fields.get('link')!;
  const headers = bearer(launch.fields);
  const linked = await t.app.inject({
    method: 'PUT',
    url: `/api/lti/context/${contextRef}/link`,
    headers,
    payload: { subcourseId: subcourse.id },
  });
  expect(linked.statusCode).toBe(200);
  return { contextId, contextRef, subcourse, headers };
}

const learner = (zid: string): FakeMember => ({
  user_id: `user-${zid}`,
  roles: [ROLE.learner],
  status: 'Active',
  given_name: 'Grace',
  family_name: 'Hopper',
  name: 'Grace Hopper',
  email: unswEmail(zid),
});

const sync = (contextRef: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/lti/context/${contextRef}/sync`, headers });

const studentsWith = async (zids: string[]) =>
  (await t.db.select({ id: students.id }).from(students).where(inArray(students.zid, zids))).length;

describe('roster syncs and the import budget (api.md §21.4)', () => {
  it("charges a sync's new accounts to the syncing course admin, with their CSV imports", async () => {
    const { contextId, contextRef, subcourse, headers } = await linkedContext();
    const csv = await importMembers(t, 'students', headers, subcourse.id, rowsFor(3));
    expect(csv.json()).toMatchObject({ created: 3 });

    // Three more learners would make six: the sync is refused whole.
    const zids = [nextZid(), nextZid(), nextZid()];
    platform.members.set(contextId, zids.map(learner));
    const refused = await sync(contextRef, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Error: MEMBER_MESSAGES.importLimitReached });
    expect(await studentsWith(zids)).toBe(0);

    // Two fit.
    platform.members.set(contextId, zids.slice(0, 2).map(learner));
    const synced = await sync(contextRef, headers);
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ created: 2 });
    expect(await studentsWith(zids)).toBe(2);
  });
});
