import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { nextZid, unswEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { ROLE, type FakeMember, type FakePlatform } from './fake-platform';
import { launchAs } from './lti-helpers';
import {
  enrolmentIn,
  expectLaunchRefused,
  linkedAccount,
  linkedContext,
  ltiPlatformsWorld,
  nextContextId,
  staffByZid,
  staffRoleIn,
  studentByZid,
} from './lti-trust-helpers';

/**
 * Roles per context: a member's part in the offering linked to an LMS course comes only from the
 * roles the platform gives them in that course.
 */
let t: TestApp;
let platform: FakePlatform;
let close: () => Promise<void>;
beforeAll(async () => {
  const world = await ltiPlatformsWorld([{}]);
  ({ t, close } = world);
  platform = world.platforms[0]!;
});
afterAll(() => close());

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';

const member = (zid: string, roles: string[]): FakeMember => ({
  user_id: `user-${zid}`,
  roles,
  status: 'Active',
  given_name: 'Pat',
  family_name: 'Student',
  email: unswEmail(zid),
});

const sync = (contextRef: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/lti/context/${contextRef}/sync`, headers });

describe('the class list sync', () => {
  it('keeps a Learner of this course a student though they launched as Instructor of their own sandbox course', async () => {
    const { contextId, contextRef, subcourse, headers } = await linkedContext(t, platform);
    const zid = nextZid();
    // P owns a sandbox course in the same LMS, where the LMS calls them Instructor.
    await launchAs(t, platform, {
      sub: `user-${zid}`,
      roles: [ROLE.instructor],
      email: unswEmail(zid),
      contextId: nextContextId('sandbox'),
    });
    const pStaff = (await staffByZid(t, zid))!;
    expect(await linkedAccount(t, platform.issuer, `user-${zid}`)).toEqual([
      { accountId: pStaff.id, type: 'staff' },
    ]);

    platform.members.set(contextId, [member(zid, [ROLE.learner])]);
    const response = await sync(contextRef, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: SIGN_IN_MESSAGES.syncDone, errors: [] });

    // Not staff of S (no tutor's reads of the class list), but enrolled as the student they are.
    expect(await staffRoleIn(t, subcourse.id, pStaff.id)).toBeUndefined();
    const pStudent = (await studentByZid(t, zid))!;
    expect(await enrolmentIn(t, subcourse.id, pStudent.id)).toEqual({ tutorial: 'LMS' });
  });

  it('makes tutors of the teaching assistant, mentor and content developer roles and their sub-roles, in every form', async () => {
    const { contextId, contextRef, subcourse, headers } = await linkedContext(t, platform);
    const staffRoles = [
      [`${MEMBERSHIP}/Instructor#TeachingAssistant`],
      [ROLE.learner, `${MEMBERSHIP}/Instructor#TeachingAssistantSection`],
      [`${MEMBERSHIP}/Instructor#Grader`],
      [`${MEMBERSHIP}#TeachingAssistant`],
      ['TeachingAssistant'],
      ['Instructor#TeachingAssistant'],
      [`${MEMBERSHIP}#Mentor`],
      [`${MEMBERSHIP}/Mentor#Advisor`],
      ['Mentor'],
      ['urn:lti:role:ims/lis/Mentor'],
      [`${MEMBERSHIP}#ContentDeveloper`],
      [`${MEMBERSHIP}/ContentDeveloper#ExternalContentDeveloper`],
      ['ContentDeveloper'],
    ];
    const tutors = staffRoles.map((roles) => ({ zid: nextZid(), roles }));
    // Institution roles say nothing about this course: still a student here.
    const learnerZid = nextZid();
    platform.members.set(contextId, [
      ...tutors.map(({ zid, roles }) => member(zid, roles)),
      member(learnerZid, [ROLE.learner, ROLE.institutionInstructor]),
    ]);
    const response = await sync(contextRef, headers);
    expect(response.json()).toMatchObject({ errors: [] });

    for (const { zid, roles } of tutors) {
      const account = await staffByZid(t, zid);
      expect(account, roles.join(' ')).toBeDefined();
      expect(await staffRoleIn(t, subcourse.id, account!.id), roles.join(' ')).toMatchObject({
        role: 'tutor',
      });
      expect(await studentByZid(t, zid), roles.join(' ')).toBeUndefined();
    }
    expect(await staffByZid(t, learnerZid)).toBeUndefined();
    const learner = (await studentByZid(t, learnerZid))!;
    expect(await enrolmentIn(t, subcourse.id, learner.id)).toBeDefined();
  });
});

describe('a launch', () => {
  it("from this course decides the part in it; a staff link from another course doesn't", async () => {
    const { contextId, subcourse } = await linkedContext(t, platform);
    const zid = nextZid();
    await launchAs(t, platform, {
      sub: `user-${zid}`,
      roles: [ROLE.instructor],
      email: unswEmail(zid),
      contextId: nextContextId('sandbox'),
    });
    const { fields } = await launchAs(t, platform, {
      sub: `user-${zid}`,
      roles: [ROLE.learner],
      email: unswEmail(zid),
      contextId,
    });
    expect(fields.get('error')).toBeNull();
    expect(fields.get('subcourse')).toBe(subcourse.id);
    const pStaff = (await staffByZid(t, zid))!;
    expect(await staffRoleIn(t, subcourse.id, pStaff.id)).toBeUndefined();
    const pStudent = (await studentByZid(t, zid))!;
    expect(await enrolmentIn(t, subcourse.id, pStudent.id)).toEqual({ tutorial: 'LMS' });
  });

  it('as a Mentor of this course makes a tutor', async () => {
    const { contextId, subcourse } = await linkedContext(t, platform);
    const zid = nextZid();
    const { fields } = await launchAs(t, platform, {
      sub: `mentor-${zid}`,
      roles: [`${MEMBERSHIP}#Mentor`],
      email: unswEmail(zid),
      contextId,
    });
    expect(fields.get('error')).toBeNull();
    const mentor = (await staffByZid(t, zid))!;
    expect(mentor.role).toBe('tutor');
    expect(await staffRoleIn(t, subcourse.id, mentor.id)).toMatchObject({ role: 'tutor' });
  });

  it('with only institution or unknown roles is refused', async () => {
    const { contextId } = await linkedContext(t, platform);
    const zid = nextZid();
    const { fields } = await launchAs(t, platform, {
      sub: `admin-${zid}`,
      roles: [ROLE.institutionInstructor, `${MEMBERSHIP}#Administrator`],
      email: unswEmail(zid),
      contextId,
    });
    expectLaunchRefused(fields, SIGN_IN_MESSAGES.roleNotSupported, 'launch_invalid');
    expect(await staffByZid(t, zid)).toBeUndefined();
  });
});
