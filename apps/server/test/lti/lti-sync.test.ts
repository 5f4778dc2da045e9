import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import { enrolments, staff, staffMemberships, students } from '../../src/db/schema';
import { addStaff, createCourse, createSubcourse, enrol } from '../helpers/course-factories';
import { createAccount, nextZid, signedIn, unswEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { ROLE, type FakeMember, type FakePlatform } from './fake-platform';
import { bearer, launchAs, ltiWorld } from './lti-helpers';

let t: TestApp;
let platform: FakePlatform;
beforeAll(async () => {
  ({ t, platform } = await ltiWorld());
});
afterAll(async () => {
  await t.close();
  await platform.stop();
});

let counter = 0;
const nextContext = () => `sync-course-${Date.now()}-${counter++}`;

/** A linked LMS course whose class list starts empty (the launch's own sync reads nothing). */
async function linkedContext() {
  const contextId = nextContext();
  const zid = nextZid();
  const first = await launchAs(t, platform, {
    sub: `instructor-${zid}`,
    roles: [ROLE.instructor],
    email: unswEmail(zid),
    contextId,
  });
  const course = await createCourse(t.db, first.fields.get('id')!);
  const subcourse = await createSubcourse(t.db, course);
  const contextRef = first.fields.get('link')!;
  await t.app.inject({
    method: 'PUT',
    url: `/api/lti/context/${contextRef}/link`,
    headers: bearer(first.fields),
    payload: { subcourseId: subcourse.id },
  });
  return { contextId, contextRef, subcourse, headers: bearer(first.fields), instructorZid: zid };
}

const member = (zid: string, roles: string[], extra: Partial<FakeMember> = {}): FakeMember => ({
  user_id: `user-${zid}`,
  roles,
  status: 'Active',
  given_name: 'Grace',
  family_name: 'Hopper',
  name: 'Grace Hopper',
  email: unswEmail(zid),
  ...extra,
});

const sync = (contextRef: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/lti/context/${contextRef}/sync`, headers });

describe('POST /api/lti/context/{contextRef}/sync', () => {
  it('walks the failure ladder', async () => {
    const { contextRef, subcourse } = await linkedContext();
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/lti/context/${contextRef}/sync` }))
        .statusCode,
    ).toBe(401);
    const admin = await signedIn(t, 'staff');
    const unknown = await sync('nope', admin.headers);
    expect(unknown.json()).toEqual({ Error: SIGN_IN_MESSAGES.contextNotFound });
    expect(unknown.statusCode).toBe(404);
    // Staff unrelated to the linked subcourse: 404; its tutor: 403; a student: 403.
    expect((await sync(contextRef, admin.headers)).statusCode).toBe(404);
    await addStaff(t.db, subcourse.id, admin.id, 'tutor', ['H12A']);
    const tutor = await sync(contextRef, admin.headers);
    expect(tutor.json()).toEqual({ Error: 'Only course admins can do this' });
    expect(tutor.statusCode).toBe(403);
    const student = await signedIn(t, 'student');
    expect((await sync(contextRef, student.headers)).statusCode).toBe(403);

    // An unlinked context.
    const zid = nextZid();
    const unlinked = await launchAs(t, platform, {
      sub: `instructor-${zid}`,
      roles: [ROLE.instructor],
      email: unswEmail(zid),
      contextId: nextContext(),
    });
    const notLinked = await sync(unlinked.fields.get('link')!, bearer(unlinked.fields));
    expect(notLinked.json()).toEqual({ Error: SIGN_IN_MESSAGES.contextNotLinked });
    expect(notLinked.statusCode).toBe(400);
  });

  it('creates, updates and leaves alone exactly the right rows, across pages', async () => {
    const { contextId, contextRef, subcourse, headers, instructorZid } = await linkedContext();
    // Already enrolled in H12A: unchanged, and keeps H12A.
    const enrolled = await createAccount(t.db, 'student', { withPassword: false });
    await enrol(t.db, subcourse.id, enrolled.id, { tutorial: 'H12A' });
    // An account not yet enrolled: updated (enrolled in the LMS tutorial).
    const existing = await createAccount(t.db, 'student', { withPassword: false });
    const freshZid = nextZid();
    const taZid = nextZid();
    const moodleTaZid = nextZid();
    // A teaching assistant the LMS also calls Learner: staff, by the roles this course gives.
    const moodleTa = await launchAs(t, platform, {
      sub: `user-${moodleTaZid}`,
      roles: [ROLE.learner, ROLE.ta],
      email: unswEmail(moodleTaZid),
      contextId,
    });
    expect(moodleTa.fields.get('user')).toBe('staff');
    const members = [
      member(enrolled.zid!, [ROLE.learner]),
      member(existing.zid!, [ROLE.learner]),
      member(freshZid, [ROLE.learner]),
      member(nextZid(), [ROLE.learner], { email: 'someone@gmail.com' }), // row 4: not a university email
      member(nextZid(), [ROLE.learner], { status: 'Inactive' }), // dropped the course: skipped
      member(taZid, [ROLE.instructor, ROLE.ta]),
      member(instructorZid, [ROLE.instructor]), // the course admin: left alone
      member(moodleTaZid, [ROLE.learner, ROLE.ta]),
      member(nextZid(), ['http://purl.imsglobal.org/vocab/lis/v2/membership#Member']), // skipped
    ];
    platform.members.set(contextId, members);
    platform.pageSize = 2;
    const callsBefore = platform.nrpsCalls.length;
    const tokensBefore = platform.tokenRequests.length;

    const response = await sync(contextRef, headers);
    expect(response.statusCode).toBe(200);
    const summary = response.json<{
      message: string;
      created: number;
      updated: number;
      unchanged: number;
      errors: { row: number; message: string; name?: string; email?: string }[];
    }>();
    expect(summary.message).toBe(SIGN_IN_MESSAGES.syncDone);
    // The member it left out is named, as the LMS names them.
    expect(summary.errors).toEqual([
      {
        row: 4,
        message:
          'The LMS email address is not a university address (@ad.unsw.edu.au or @unsw.edu.au)',
        name: 'Grace Hopper',
        email: 'someone@gmail.com',
      },
    ]);
    // Created: the fresh student and the TA; updated: the existing account (enrolled) and the
    // Moodle TA (now also tutor of the new LMS tutorial); unchanged: the enrolled student and
    // the course admin.
    expect({
      created: summary.created,
      updated: summary.updated,
      unchanged: summary.unchanged,
    }).toEqual({
      created: 2,
      updated: 2,
      unchanged: 2,
    });
    expect(platform.nrpsCalls.length - callsBefore).toBe(5); // 9 members, 2 a page
    // The tool's token was asked for with its own signed assertion (cached after the first).
    expect(platform.tokenRequests.length - tokensBefore).toBeLessThanOrEqual(1);
    expect(platform.tokenRequests.at(-1)).toEqual({
      iss: platform.clientId,
      sub: platform.clientId,
      aud: `${platform.origin}/token`,
      scope: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    });

    const rows = await t.db
      .select()
      .from(enrolments)
      .where(eq(enrolments.subcourseId, subcourse.id));
    const byStudent = new Map(rows.map((r) => [r.studentId, r.tutorial]));
    expect(byStudent.get(enrolled.id)).toBe('H12A');
    expect(byStudent.get(existing.id)).toBe('LMS');
    const [fresh] = await t.db.select().from(students).where(eq(students.zid, freshZid));
    expect(byStudent.get(fresh!.id)).toBe('LMS');
    expect(rows).toHaveLength(3);
    const moodleStudent = await t.db.select().from(students).where(eq(students.zid, moodleTaZid));
    expect(moodleStudent).toEqual([]);
    const [ta] = await t.db.select().from(staff).where(eq(staff.zid, taZid));
    const [taMembership] = await t.db
      .select()
      .from(staffMemberships)
      .where(
        and(eq(staffMemberships.subcourseId, subcourse.id), eq(staffMemberships.staffId, ta!.id)),
      );
    expect(taMembership!.role).toBe('tutor');
    expect([...taMembership!.tutorials].sort()).toEqual(['H12A', 'LMS']);

    // Again: nothing new.
    const again = await sync(contextRef, headers);
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: 6 });
  });

  it('names each member it leaves out, and says what the LMS did not give', async () => {
    const { contextId, contextRef, headers } = await linkedContext();
    platform.members.set(contextId, [
      // No `name` claim: the given and family names name the member.
      member(nextZid(), [ROLE.learner], {
        name: undefined,
        given_name: 'Ada',
        family_name: 'Lovelace',
        email: undefined,
      }),
      // A university address that is no zID, and no SIS id: no zID to import with.
      member(nextZid(), [ROLE.learner], { name: 'Alan Turing', email: 'alan.turing@unsw.edu.au' }),
      member(nextZid(), [ROLE.learner], { name: 'Pat Personal', email: 'pat@gmail.com' }),
      // A zID from the SIS, with an address that is not made of it.
      member(nextZid(), [ROLE.learner], {
        name: 'Edsger Dijkstra',
        email: 'e.dijkstra@unsw.edu.au',
        lis_person_sourcedid: nextZid(),
      }),
    ]);
    platform.pageSize = 10;
    const response = await sync(contextRef, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual([
      { row: 1, message: 'The LMS has no email address for this member', name: 'Ada Lovelace' },
      {
        row: 2,
        message: "The LMS did not give this member's zID",
        name: 'Alan Turing',
        email: 'alan.turing@unsw.edu.au',
      },
      {
        row: 3,
        message:
          'The LMS email address is not a university address (@ad.unsw.edu.au or @unsw.edu.au)',
        name: 'Pat Personal',
        email: 'pat@gmail.com',
      },
      {
        row: 4,
        message: "The LMS email address does not match this member's zID",
        name: 'Edsger Dijkstra',
        email: 'e.dijkstra@unsw.edu.au',
      },
    ]);
  });

  it('503 when the LMS cannot be read, and the launch still works', async () => {
    const { contextId, contextRef, headers, subcourse } = await linkedContext();
    platform.failNrps = true;
    try {
      const response = await sync(contextRef, headers);
      expect(response.json()).toEqual({ Error: SIGN_IN_MESSAGES.syncFailed });
      expect(response.statusCode).toBe(503);
      const zid = nextZid();
      const launch = await launchAs(t, platform, {
        sub: `co-${zid}`,
        roles: [ROLE.instructor],
        email: unswEmail(zid),
        contextId,
      });
      expect(launch.fields.get('subcourse')).toBe(subcourse.id);
    } finally {
      platform.failNrps = false;
    }
  });

  it("an instructor's launch syncs the class list", async () => {
    const { contextId, subcourse } = await linkedContext();
    const zid = nextZid();
    platform.members.set(contextId, [member(zid, [ROLE.learner])]);
    const other = nextZid();
    await launchAs(t, platform, {
      sub: `co-${other}`,
      roles: [ROLE.instructor],
      email: unswEmail(other),
      contextId,
    });
    const [student] = await t.db.select().from(students).where(eq(students.zid, zid));
    const rows = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourse.id), eq(enrolments.studentId, student!.id)));
    expect(rows).toHaveLength(1);
  });
});
