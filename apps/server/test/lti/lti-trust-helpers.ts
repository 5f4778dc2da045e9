import { and, eq } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import {
  enrolments,
  externalIdentities,
  ltiContexts,
  staff,
  staffMemberships,
  students,
} from '../../src/db/schema';
import { createCourse, createSubcourse } from '../helpers/course-factories';
import { nextZid, unswEmail } from '../helpers/factories';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app';
import { FakePlatform, ROLE } from './fake-platform';
import { launchAs } from './lti-helpers';

/**
 * Helpers of the tests of what the LMS may decide (roles per context, staff accounts made by
 * launches, linking a password account). They read who a launch signed in from the database
 * (the identity link), and sign accounts in with the app's own token service, so that they hold
 * whichever way the launch hands its session over.
 */

/** A test app with these platforms in `LTI_PLATFORMS`; `extra` adds fields to an entry. */
export async function ltiPlatformsWorld(
  extras: Record<string, unknown>[],
  options: Omit<TestAppOptions, 'env'> & { env?: Record<string, string> } = {},
) {
  const platforms = await Promise.all(extras.map(() => new FakePlatform().start()));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'capstone-lti-')), 'platforms.json');
  writeFileSync(
    file,
    JSON.stringify(platforms.map((p, i) => ({ ...p.registration(), ...extras[i] }))),
  );
  const t = await createTestApp({ ...options, env: { ...options.env, LTI_PLATFORMS: file } });
  for (const platform of platforms) {
    platform.toolJwks = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json();
  }
  return {
    t,
    platforms,
    async close() {
      await t.close();
      await Promise.all(platforms.map((p) => p.stop()));
    },
  };
}

let counter = 0;
export const nextContextId = (prefix = 'ctx') => `${prefix}-${Date.now()}-${counter++}`;

/** A bearer header for the account, as a login would give it. */
export async function headersOf(t: TestApp, type: 'student' | 'staff', id: string) {
  const account =
    type === 'staff'
      ? (await t.db.select({ role: staff.role }).from(staff).where(eq(staff.id, id)))[0]
      : { role: 'student' as const };
  const token = await t.app.ctx.tokens.issue({ type, id, role: account!.role });
  return { authorization: `Bearer ${token}` };
}

/** The account the platform's subject is linked to, if any. */
export async function linkedAccount(t: TestApp, issuer: string, subject: string) {
  const rows = await t.db
    .select({ accountId: externalIdentities.accountId, type: externalIdentities.accountType })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, subject)));
  return rows;
}

export const staffByZid = async (t: TestApp, zid: string) =>
  (await t.db.select().from(staff).where(eq(staff.zid, zid)))[0];
export const studentByZid = async (t: TestApp, zid: string) =>
  (await t.db.select().from(students).where(eq(students.zid, zid)))[0];

export async function contextRow(t: TestApp, platform: FakePlatform, contextId: string) {
  const [row] = await t.db
    .select()
    .from(ltiContexts)
    .where(and(eq(ltiContexts.issuer, platform.issuer), eq(ltiContexts.contextId, contextId)));
  return row;
}

export async function staffRoleIn(t: TestApp, subcourseId: string, staffId: string) {
  const [row] = await t.db
    .select({ role: staffMemberships.role, tutorials: staffMemberships.tutorials })
    .from(staffMemberships)
    .where(
      and(eq(staffMemberships.subcourseId, subcourseId), eq(staffMemberships.staffId, staffId)),
    );
  return row;
}

export async function enrolmentIn(t: TestApp, subcourseId: string, studentId: string) {
  const [row] = await t.db
    .select({ tutorial: enrolments.tutorial })
    .from(enrolments)
    .where(and(eq(enrolments.subcourseId, subcourseId), eq(enrolments.studentId, studentId)));
  return row;
}

/** `PUT /api/lti/context/{ref}/link` as this staff account. */
export const putLink = (
  t: TestApp,
  contextRef: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/lti/context/${contextRef}/link`,
    headers,
    payload: payload as object,
  });

/**
 * An LMS course linked to a new subcourse by its instructor: their first launch (a new staff
 * account, a course admin under `STAFF_SIGNUP=open`), a course and subcourse they own, the link.
 */
export async function linkedContext(t: TestApp, platform: FakePlatform) {
  const contextId = nextContextId();
  const zid = nextZid();
  await launchAs(t, platform, {
    sub: `instructor-${zid}`,
    roles: [ROLE.instructor],
    email: unswEmail(zid),
    contextId,
  });
  const instructor = (await staffByZid(t, zid))!;
  const course = await createCourse(t.db, instructor.id);
  const subcourse = await createSubcourse(t.db, course);
  const context = (await contextRow(t, platform, contextId))!;
  const headers = await headersOf(t, 'staff', instructor.id);
  const linked = await putLink(t, context.id, { subcourseId: subcourse.id }, headers);
  expect(linked.json()).toEqual({ message: SIGN_IN_MESSAGES.linked });
  return { contextId, contextRef: context.id, subcourse, instructor, headers };
}

/** What a refused launch's fragment names: the message, or its error code (either passes). */
export function expectLaunchRefused(fields: URLSearchParams, message: string, code: string) {
  expect([message, code]).toContain(fields.get('error'));
  expect(fields.get('access_token')).toBeNull();
  expect(fields.get('code')).toBeNull();
}
