import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SIGN_IN_MESSAGES } from '@capstone/contracts';
import { externalIdentities, staff, students } from '../../src/db/schema';
import {
  addStaff,
  createCourse,
  createSubcourse,
  nextCourseCode,
} from '../helpers/course-factories';
import { createAccount, nextZid, unswEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { ROLE } from './fake-platform';
import { launchAs } from './lti-helpers';
import {
  contextRow,
  expectLaunchRefused,
  headersOf,
  linkedAccount,
  linkedContext,
  ltiPlatformsWorld,
  nextContextId,
  putLink,
  staffByZid,
  staffRoleIn,
} from './lti-trust-helpers';

/**
 * Staff accounts made by LMS launches, and no orphans: what an account made by a launch may do
 * (course admin only where STAFF_SIGNUP would let that person register as staff), and that a
 * launch the import refuses leaves nothing behind.
 */
type World = Awaited<ReturnType<typeof ltiPlatformsWorld>>;
const ALLOWLISTED = nextZid();
const worlds: Record<'open' | 'allowlist' | 'sso', World> = {} as never;
beforeAll(async () => {
  worlds.open = await ltiPlatformsWorld([{}], { env: { STAFF_SIGNUP: 'open' } });
  worlds.allowlist = await ltiPlatformsWorld([{}], {
    env: { STAFF_SIGNUP: 'allowlist', STAFF_ALLOWLIST: unswEmail(ALLOWLISTED) },
  });
  worlds.sso = await ltiPlatformsWorld([{}], {
    env: {
      STAFF_SIGNUP: 'sso',
      OIDC_ISSUER: 'https://login.example.edu',
      OIDC_CLIENT_ID: 'capstone',
      OIDC_STAFF_CLAIM: 'groups',
      OIDC_STAFF_VALUES: 'staff',
    },
  });
}, 180_000);
afterAll(() => Promise.all(Object.values(worlds).map((w) => w.close())));

/** An instructor's first launch from a course nobody linked yet: their new staff account. */
async function instructorLaunch(world: World, zid = nextZid()) {
  const t = world.t;
  const platform = world.platforms[0]!;
  const contextId = nextContextId('unlinked');
  const { fields } = await launchAs(t, platform, {
    sub: `instructor-${zid}`,
    roles: [ROLE.instructor],
    email: unswEmail(zid),
    contextId,
  });
  expect(fields.get('error')).toBeNull();
  const account = (await staffByZid(t, zid))!;
  const context = (await contextRow(t, platform, contextId))!;
  expect(fields.get('link')).toBe(context.id);
  return { account, context, headers: await headersOf(t, 'staff', account.id) };
}

const createCourseAs = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/course/create',
    headers,
    payload: {
      name: 'Sandbox Course',
      code: nextCourseCode(),
      description: 'A course made from an LMS sandbox',
      termDates: { '1': '17-02-2025 to 30-04-2025' },
    },
  });

describe('an instructor launch that creates a staff account', () => {
  it('with STAFF_SIGNUP=sso makes a tutor account, which cannot create a course', async () => {
    const { t } = worlds.sso;
    const { account, headers } = await instructorLaunch(worlds.sso);
    expect(account).toMatchObject({ role: 'tutor', passwordHash: null });
    const refused = await createCourseAs(t, headers);
    expect(refused.statusCode).toBe(403);
  });

  it('with STAFF_SIGNUP=open makes a course admin, who can', async () => {
    const { t } = worlds.open;
    const { account, headers } = await instructorLaunch(worlds.open);
    expect(account.role).toBe('course admin');
    expect((await createCourseAs(t, headers)).statusCode).toBe(201);
  });

  it('with STAFF_SIGNUP=allowlist makes a course admin of a listed address only', async () => {
    const listed = await instructorLaunch(worlds.allowlist, ALLOWLISTED);
    expect(listed.account.role).toBe('course admin');
    const other = await instructorLaunch(worlds.allowlist);
    expect(other.account.role).toBe('tutor');
    expect((await createCourseAs(worlds.allowlist.t, other.headers)).statusCode).toBe(403);
  });
});

describe('PUT /api/lti/context/{contextRef}/link needs no global role', () => {
  it('a tutor account links the course it launched from to an offering it administers, and to no other', async () => {
    const { t } = worlds.sso;
    const { account, context, headers } = await instructorLaunch(worlds.sso);
    expect(account.role).toBe('tutor');
    // A convenor's offering S where the launcher was made course admin, and one (S2) where they
    // are a tutor, and one (S3) they have nothing to do with.
    const convenor = await createAccount(t.db, 'staff');
    const course = await createCourse(t.db, convenor.id);
    const s = await createSubcourse(t.db, course);
    await addStaff(t.db, s.id, account.id, 'course admin');
    const s2 = await createSubcourse(t.db, course, { name: '2025T2', term: 2 });
    await addStaff(t.db, s2.id, account.id, 'tutor', ['H12A']);
    const s3 = await createSubcourse(t.db, course, { name: '2025T3', term: 3 });

    expect((await putLink(t, context.id, { subcourseId: s.id })).statusCode).toBe(401);
    const missing = await putLink(t, context.id, {}, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ Error: 'subcourseId is required' });
    const unknown = await putLink(t, 'no-such-context', { subcourseId: s.id }, headers);
    expect(unknown.statusCode).toBe(404);
    const unrelated = await putLink(t, context.id, { subcourseId: s3.id }, headers);
    expect(unrelated.statusCode).toBe(404);
    const asTutor = await putLink(t, context.id, { subcourseId: s2.id }, headers);
    expect(asTutor.statusCode).toBe(403);
    expect(asTutor.json()).toEqual({ Error: MESSAGES.onlyCourseAdmins });
    expect((await contextRow(t, worlds.sso.platforms[0]!, context.contextId))!.subcourseId).toBe(
      null,
    );

    const ok = await putLink(t, context.id, { subcourseId: s.id }, headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: SIGN_IN_MESSAGES.linked });
    expect((await contextRow(t, worlds.sso.platforms[0]!, context.contextId))!.subcourseId).toBe(
      s.id,
    );
    // Their next launch lands in S, where they stay course admin.
    const again = await launchAs(t, worlds.sso.platforms[0]!, {
      sub: `instructor-${account.zid}`,
      roles: [ROLE.instructor],
      email: account.email,
      contextId: context.contextId,
    });
    expect(again.fields.get('subcourse')).toBe(s.id);
    expect(await staffRoleIn(t, s.id, account.id)).toMatchObject({ role: 'course admin' });
  });
});

describe('a launch into a linked course with an address outside UNI_EMAIL_DOMAINS', () => {
  it('creates no account and no link, and ends with the import refusal', async () => {
    const { t } = worlds.open;
    const platform = worlds.open.platforms[0]!;
    const { contextId } = await linkedContext(t, platform);
    const zid = nextZid();
    const email = `${zid}.personal@gmail.com`;
    const identities = async () => t.db.select().from(externalIdentities);
    const before = (await identities()).length;
    const learner = await launchAs(t, platform, {
      sub: `outsider-${zid}`,
      roles: [ROLE.learner],
      email,
      contextId,
      custom: { zid },
    });
    expectLaunchRefused(learner.fields, MESSAGES.emailUnswRegister, 'not_university');
    // A teaching assistant the tutor import would refuse: the same.
    const ta = await launchAs(t, platform, {
      sub: `outsider-ta-${zid}`,
      roles: [ROLE.ta],
      email,
      contextId,
      custom: { zid },
    });
    expectLaunchRefused(ta.fields, MESSAGES.emailUnswRegister, 'not_university');

    expect(await t.db.select().from(students).where(eq(students.email, email))).toEqual([]);
    expect(await t.db.select().from(staff).where(eq(staff.email, email))).toEqual([]);
    expect(await linkedAccount(t, platform.issuer, `outsider-${zid}`)).toEqual([]);
    expect(await linkedAccount(t, platform.issuer, `outsider-ta-${zid}`)).toEqual([]);
    expect((await identities()).length).toBe(before);
  });
});

describe('a refused learner launch says what the LMS must fix', () => {
  it('an address outside UNI_EMAIL_DOMAINS without a zID is refused for the address', async () => {
    const { t } = worlds.open;
    const platform = worlds.open.platforms[0]!;
    const { contextId } = await linkedContext(t, platform);
    const sub = `outsider-${nextZid()}`;
    const learner = await launchAs(t, platform, {
      sub,
      roles: [ROLE.learner],
      email: 'pat.personal@gmail.com',
      contextId,
    });
    expect(learner.fields.get('error')).toBe('not_university');
    expect(learner.fields.get('detail')).toBeNull();
    expect(
      await t.db.select().from(students).where(eq(students.email, 'pat.personal@gmail.com')),
    ).toEqual([]);
    expect(await linkedAccount(t, platform.issuer, sub)).toEqual([]);
  });

  it('no email, or an address not made of the zID, each with its own detail', async () => {
    const { t } = worlds.open;
    const platform = worlds.open.platforms[0]!;
    const { contextId } = await linkedContext(t, platform);
    const noEmail = await launchAs(t, platform, {
      sub: `no-email-${nextZid()}`,
      roles: [ROLE.learner],
      contextId,
    });
    expect(Object.fromEntries(noEmail.fields)).toMatchObject({
      error: 'no_id',
      detail: 'no_email',
    });

    const zid = nextZid();
    const mismatch = await launchAs(t, platform, {
      sub: `mismatch-${zid}`,
      roles: [ROLE.learner],
      email: 'edsger.dijkstra@unsw.edu.au',
      contextId,
      custom: { zid },
    });
    expect(Object.fromEntries(mismatch.fields)).toMatchObject({
      error: 'no_id',
      detail: 'id_mismatch',
    });
    expect(await t.db.select().from(students).where(eq(students.zid, zid))).toEqual([]);
  });
});
