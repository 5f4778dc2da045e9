import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextZid, unswEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { ROLE, type FakePlatform } from '../lti/fake-platform';
import { instructorLaunch, launchAs, ltiWorld } from '../lti/lti-helpers';
import { eventsOf, theOneNew } from './audit-fixtures';

let t: TestApp;
let platform: FakePlatform;
beforeAll(async () => {
  ({ t, platform } = await ltiWorld());
});
afterAll(async () => {
  await t.close();
  await platform.stop();
});

describe('LTI: linking a context and syncing its class list are audited', () => {
  it('writes one lti.context_link per link and one lti.roster_sync per sync', async () => {
    const contextId = `audit-course-${Date.now()}`;
    const { zid, instructorId, course, subcourse, contextRef, headers } = await instructorLaunch(
      t,
      platform,
      contextId,
    );

    const links = (await eventsOf(t.db, 'lti.context_link')).length;
    const linked = await t.app.inject({
      method: 'PUT',
      url: `/api/lti/context/${contextRef}/link`,
      headers,
      payload: { subcourseId: subcourse.id },
    });
    expect(linked.statusCode).toBe(200);
    const link = await theOneNew(t.db, 'lti.context_link', links);
    expect(link).toMatchObject({
      actorType: 'staff',
      actorId: instructorId,
      targetType: 'lti_context',
      targetId: contextRef,
      subcourseId: subcourse.id,
      courseId: course.id,
      summary: { previous_subcourse_id: null },
    });

    const learner = nextZid();
    platform.members.set(contextId, [
      {
        user_id: `user-${learner}`,
        roles: [ROLE.learner],
        status: 'Active',
        given_name: 'Grace',
        family_name: 'Hopper',
        name: 'Grace Hopper',
        email: unswEmail(learner),
      },
    ]);
    const syncs = (await eventsOf(t.db, 'lti.roster_sync')).length;
    const imports = (await eventsOf(t.db, 'members.import_students')).length;
    const synced = await t.app.inject({
      method: 'POST',
      url: `/api/lti/context/${contextRef}/sync`,
      headers,
    });
    expect(synced.statusCode).toBe(200);
    const sync = await theOneNew(t.db, 'lti.roster_sync', syncs);
    expect(sync).toMatchObject({
      actorId: instructorId,
      subcourseId: subcourse.id,
      courseId: course.id,
      summary: { context_ref: contextRef, created: 1, updated: 0, unchanged: 0, errors: 0 },
    });
    // The sync is one event, not an import event as well.
    expect(await eventsOf(t.db, 'members.import_students')).toHaveLength(imports);

    // A refused sync records nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/lti/context/${contextRef}/sync`,
      headers: { authorization: 'Bearer nope' },
    });
    expect(refused.statusCode).toBe(401);
    expect(await eventsOf(t.db, 'lti.roster_sync')).toHaveLength(syncs + 1);

    // The instructor's next launch syncs the class list too, on their behalf.
    await launchAs(t, platform, {
      sub: `instructor-${zid}`,
      roles: [ROLE.instructor],
      email: unswEmail(zid),
      contextId,
    });
    const onLaunch = await theOneNew(t.db, 'lti.roster_sync', syncs + 1);
    expect(onLaunch).toMatchObject({
      actorId: instructorId,
      subcourseId: subcourse.id,
      summary: { context_ref: contextRef, created: 0, errors: 0 },
    });
  });
});
