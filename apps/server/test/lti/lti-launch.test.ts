import { and, eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@capstone/contracts';
import {
  enrolments,
  externalIdentities,
  ltiContexts,
  staff,
  staffMemberships,
  students,
} from '../../src/db/schema';
import { addStaff, createCourse, createSubcourse, enrol } from '../helpers/course-factories';
import { createAccount, nextZid, unswEmail } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { ROLE, type FakePlatform } from './fake-platform';
import {
  bearer,
  instructorLinksContext,
  launchAs,
  ltiLaunch,
  ltiLogin,
  ltiWorld,
  PUBLIC_URL,
  TARGET,
} from './lti-helpers';

let t: TestApp;
let platform: FakePlatform;
beforeAll(async () => {
  ({ t, platform } = await ltiWorld());
});
afterAll(async () => {
  await t.close();
  await platform.stop();
});

let contextCounter = 0;
const nextContext = () => `course-${Date.now()}-${contextCounter++}`;

/** An instructor's first launch from a new LMS course, linked to a subcourse they administer. */
const linkedContext = (contextId = nextContext()) => instructorLinksContext(t, platform, contextId);

describe('GET /api/lti/jwks', () => {
  it('publishes one generated RS256 key, public parts only, the same on every call', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/lti/jwks' });
    expect(first.statusCode).toBe(200);
    const { keys } = first.json<{ keys: Record<string, string>[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]!.kid).toBeTruthy();
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
      expect(keys[0]).not.toHaveProperty(secret);
    const again = await t.app.inject({ method: 'GET', url: '/api/lti/jwks' });
    expect(again.json()).toEqual(first.json());
  });
});

describe('GET|POST /api/lti/login', () => {
  it('answers 302 to the platform with every OIDC parameter, state kept and cookie set', async () => {
    const login = await ltiLogin(t, platform);
    expect(login.location.origin + login.location.pathname).toBe(`${platform.origin}/auth`);
    const params = Object.fromEntries(login.location.searchParams);
    expect(params).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: `${PUBLIC_URL}/api/lti/launch`,
      login_hint: 'hint-1',
      lti_message_hint: 'message-hint-1',
    });
    expect(params.state!.length).toBeGreaterThan(30);
    expect(params.nonce!.length).toBeGreaterThan(30);
    expect(params.state).not.toBe(params.nonce);
  });

  it('sets a SameSite=None; Secure; HttpOnly cookie scoped to the LTI routes, and its copy for the hand-over', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/lti/login?${new URLSearchParams({ iss: platform.issuer, login_hint: 'h', target_link_uri: TARGET })}`,
    });
    const [launch, handover] = response.headers['set-cookie'] as string[];
    expect(launch).toMatch(
      /^lti_state_[\w-]{32}=1; Path=\/api\/lti\/; Max-Age=600; HttpOnly; Secure; SameSite=None$/,
    );
    // The exchange, `POST /api/auth/session/exchange`, needs the launch's cookie too.
    expect(handover).toMatch(
      /^lti_state_[\w-]{32}=1; Path=\/api\/auth; Max-Age=660; HttpOnly; Secure; SameSite=None$/,
    );
    expect(handover!.split(';')[0]).toBe(launch!.split(';')[0]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the parameters as a form post too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lti/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        iss: platform.issuer,
        login_hint: 'h',
        target_link_uri: TARGET,
      }).toString(),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain(`${platform.origin}/auth?`);
  });

  it('400 for an unknown platform, client id or deployment, and for a foreign target', async () => {
    const base = { iss: platform.issuer, login_hint: 'h', target_link_uri: TARGET };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, iss: 'https://evil.example.com' }, SIGN_IN_MESSAGES.unknownPlatform],
      [{ ...base, client_id: 'someone-else' }, SIGN_IN_MESSAGES.unknownPlatform],
      [{ ...base, lti_deployment_id: 'other-deployment' }, SIGN_IN_MESSAGES.unknownPlatform],
      [
        { ...base, target_link_uri: 'https://evil.example.com/api/lti/launch' },
        SIGN_IN_MESSAGES.targetNotThisTool,
      ],
      [{ ...base, target_link_uri: 'not a url' }, SIGN_IN_MESSAGES.targetNotThisTool],
      [{ iss: platform.issuer, target_link_uri: TARGET }, 'login_hint is required'],
      [{ ...base, login_hint: 'x'.repeat(2001) }, 'login_hint must be at most 2000 characters'],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/lti/login?${new URLSearchParams(query).toString()}`,
      });
      expect(response.json(), JSON.stringify(query)).toEqual({ Error: message });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('POST /api/lti/launch: refusals end on the complete page with a code', () => {
  const learner = () => {
    const zid = nextZid();
    return { sub: `learner-${zid}`, roles: [ROLE.learner], email: unswEmail(zid) };
  };

  it('refuses a replayed state (and so its nonce)', async () => {
    const { contextId } = await linkedContext();
    const login = await ltiLogin(t, platform);
    const token = await platform.sign(
      platform.launchClaims({ nonce: login.nonce, contextId, ...learner() }),
    );
    const first = await ltiLaunch(t, { id_token: token, state: login.state }, login.cookie);
    expect(first.fields.get('access_token')).toBeTruthy();
    const replay = await ltiLaunch(t, { id_token: token, state: login.state }, login.cookie);
    expect(replay.fields.get('error')).toBe('expired');
    expect(replay.fields.get('access_token')).toBeNull();
  });

  it('refuses a launch without the login step cookie, and clears the cookie after a launch', async () => {
    const login = await ltiLogin(t, platform);
    const token = await platform.sign(platform.launchClaims({ nonce: login.nonce, ...learner() }));
    const { fields, response } = await ltiLaunch(t, { id_token: token, state: login.state });
    expect(fields.get('error')).toBe('launch_invalid');
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('refuses a nonce other than the login step one, forged, expired or foreign tokens', async () => {
    const other = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, (nonce: string) => Promise<string>][] = [
      [
        'nonce',
        (nonce) => platform.sign(platform.launchClaims({ ...learner(), nonce: `${nonce}x` })),
      ],
      [
        'forged',
        (nonce) =>
          platform.sign(platform.launchClaims({ ...learner(), nonce }), { key: other.privateKey }),
      ],
      [
        'expired',
        (nonce) =>
          platform.sign(platform.launchClaims({ ...learner(), nonce }), {
            expiresAt: now - 120,
            issuedAt: now - 600,
          }),
      ],
      [
        'old',
        (nonce) =>
          platform.sign(platform.launchClaims({ ...learner(), nonce }), { issuedAt: now - 3600 }),
      ],
      [
        'audience',
        (nonce) =>
          platform.sign(platform.launchClaims({ ...learner(), nonce }), {
            audience: 'another-tool',
          }),
      ],
      [
        'azp',
        (nonce) =>
          platform.sign(platform.launchClaims({ ...learner(), nonce }), {
            audience: [platform.clientId, 'another-tool'],
          }),
      ],
      [
        'deployment',
        (nonce) =>
          platform.sign(platform.launchClaims({ ...learner(), nonce, deploymentId: 'foreign' })),
      ],
      [
        'version',
        (nonce) =>
          platform.sign({
            ...platform.launchClaims({ ...learner(), nonce }),
            'https://purl.imsglobal.org/spec/lti/claim/version': '1.1',
          }),
      ],
      [
        'message type',
        (nonce) =>
          platform.sign({
            ...platform.launchClaims({ ...learner(), nonce }),
            'https://purl.imsglobal.org/spec/lti/claim/message_type': 'Other',
          }),
      ],
      ['garbage', async () => 'not.a.jwt'],
    ];
    for (const [name, makeToken] of cases) {
      const login = await ltiLogin(t, platform);
      const { fields } = await ltiLaunch(
        t,
        { id_token: await makeToken(login.nonce), state: login.state },
        login.cookie,
      );
      expect(fields.get('error'), name).toBe('launch_invalid');
    }
  });

  it('refuses missing or oversized fields, and an unknown state', async () => {
    const login = await ltiLogin(t, platform);
    expect((await ltiLaunch(t, {}, login.cookie)).fields.get('error')).toBe('launch_invalid');
    expect(
      (await ltiLaunch(t, { id_token: 'x', state: 'nope' }, login.cookie)).fields.get('error'),
    ).toBe('expired');
    const big = await ltiLaunch(
      t,
      { id_token: 'x'.repeat(70_000), state: login.state },
      login.cookie,
    );
    expect(big.fields.get('error')).toBe('launch_invalid');
  });

  it('a learner from an unlinked course sees that the teacher has not set it up', async () => {
    const { fields } = await launchAs(t, platform, { ...learner(), contextId: nextContext() });
    expect(fields.get('error')).toBe('not_linked');
  });

  it('a launch without a course or with no usable role is refused', async () => {
    expect(
      (await launchAs(t, platform, { ...learner(), contextId: null })).fields.get('error'),
    ).toBe('launch_invalid');
    // A Mentor is a tutor; a plain Member is nothing to this tool.
    const member = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Member';
    expect(
      (await launchAs(t, platform, { ...learner(), roles: [member] })).fields.get('error'),
    ).toBe('launch_invalid');
  });
});

describe('POST /api/lti/launch: each role', () => {
  it("an instructor's first launch asks to link the LMS course", async () => {
    const zid = nextZid();
    const contextId = nextContext();
    const { fields } = await launchAs(t, platform, {
      sub: `instructor-${zid}`,
      roles: [ROLE.instructor],
      email: unswEmail(zid),
      contextId,
    });
    expect(fields.get('user')).toBe('staff');
    expect(fields.get('subcourse')).toBe('');
    const contextRef = fields.get('link')!;
    expect(contextRef.length).toBeGreaterThan(30);
    const [row] = await t.db.select().from(staff).where(eq(staff.zid, zid));
    expect(row).toMatchObject({ id: fields.get('id'), role: 'course admin', passwordHash: null });
    const [context] = await t.db.select().from(ltiContexts).where(eq(ltiContexts.id, contextRef));
    expect(context).toMatchObject({
      contextId,
      issuer: platform.issuer,
      subcourseId: null,
      title: 'Capstone Project',
      label: 'COMP3900',
      membershipsUrl: platform.membershipsUrl(contextId),
      linkableBy: [fields.get('id')],
    });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/lti/context/${contextRef}`,
      headers: bearer(fields),
    });
    expect(view.json()).toEqual({
      contextRef,
      title: 'Capstone Project',
      label: 'COMP3900',
      subcourseId: null,
      canSync: false,
    });
    // The token works as a password login's does.
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/staff/details/${fields.get('id')}`,
      headers: bearer(fields),
    });
    expect(me.statusCode).toBe(200);
  });

  it('a learner is created, signed in and enrolled in the linked subcourse', async () => {
    const { contextId, subcourse } = await linkedContext();
    const zid = nextZid();
    const { fields } = await launchAs(t, platform, {
      sub: `learner-${zid}`,
      roles: [ROLE.learner],
      email: unswEmail(zid),
      contextId,
    });
    expect(fields.get('error')).toBeNull();
    expect(fields.get('user')).toBe('student');
    expect(fields.get('subcourse')).toBe(subcourse.id);
    expect(fields.get('link')).toBeNull();
    const [account] = await t.db.select().from(students).where(eq(students.zid, zid));
    expect(account!.id).toBe(fields.get('id'));
    const [enrolment] = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourse.id), eq(enrolments.studentId, account!.id)));
    expect(enrolment!.tutorial).toBe('LMS');
    const [identity] = await t.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.accountId, account!.id));
    expect(identity).toMatchObject({
      issuer: platform.issuer,
      subject: `learner-${zid}`,
      accountType: 'student',
    });
    // Again, from a link that names a tutorial: the LMS placeholder gives way to it.
    const again = await launchAs(t, platform, {
      sub: `learner-${zid}`,
      roles: [ROLE.learner],
      email: 'changed@example.com',
      contextId,
      custom: { tutorial: 'T11A' },
    });
    expect(again.fields.get('id')).toBe(account!.id);
    const [moved] = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourse.id), eq(enrolments.studentId, account!.id)));
    expect(moved!.tutorial).toBe('T11A');
  });

  it('an imported student is linked by email on first launch, keeping their tutorial', async () => {
    const { contextId, subcourse } = await linkedContext();
    const student = await createAccount(t.db, 'student', { withPassword: false });
    await enrol(t.db, subcourse.id, student.id, { tutorial: 'H12A' });
    const { fields } = await launchAs(t, platform, {
      sub: `learner-${student.zid}`,
      roles: [ROLE.learner],
      email: student.email,
      contextId,
      custom: { tutorial: 'T11A' },
    });
    expect(fields.get('id')).toBe(student.id);
    const [enrolment] = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.subcourseId, subcourse.id), eq(enrolments.studentId, student.id)));
    expect(enrolment!.tutorial).toBe('H12A');
  });

  it('a teaching assistant becomes a tutor of every tutorial, never a student', async () => {
    const { contextId, subcourse } = await linkedContext();
    const someone = await createAccount(t.db, 'student');
    await enrol(t.db, subcourse.id, someone.id, { tutorial: 'H12A' });
    const other = await createAccount(t.db, 'student');
    await enrol(t.db, subcourse.id, other.id, { tutorial: 'W09B' });
    const zid = nextZid();
    const { fields } = await launchAs(t, platform, {
      sub: `ta-${zid}`,
      roles: [ROLE.instructor, ROLE.ta],
      email: unswEmail(zid),
      contextId,
    });
    expect(fields.get('user')).toBe('staff');
    expect(fields.get('subcourse')).toBe(subcourse.id);
    const [membership] = await t.db
      .select()
      .from(staffMemberships)
      .where(
        and(
          eq(staffMemberships.subcourseId, subcourse.id),
          eq(staffMemberships.staffId, fields.get('id')!),
        ),
      );
    expect(membership).toMatchObject({ role: 'tutor' });
    expect([...membership!.tutorials].sort()).toEqual(['H12A', 'W09B']);
    const [account] = await t.db
      .select()
      .from(staff)
      .where(eq(staff.id, fields.get('id')!));
    expect(account!.role).toBe('tutor');
  });

  it("Moodle's non-editing teacher (Learner with the teaching assistant role) is a tutor, not a student", async () => {
    const { contextId, subcourse } = await linkedContext();
    const zid = nextZid();
    const { fields } = await launchAs(t, platform, {
      sub: `nonediting-${zid}`,
      roles: [ROLE.learner, ROLE.ta, ROLE.institutionInstructor],
      email: unswEmail(zid),
      contextId,
    });
    expect(fields.get('user')).toBe('staff');
    const enrolled = await t.db.select().from(students).where(eq(students.zid, zid));
    expect(enrolled).toEqual([]);
    const [membership] = await t.db
      .select()
      .from(staffMemberships)
      .where(
        and(
          eq(staffMemberships.subcourseId, subcourse.id),
          eq(staffMemberships.staffId, fields.get('id')!),
        ),
      );
    expect(membership!.role).toBe('tutor');
  });

  it('an institution instructor role does not make a course learner staff', async () => {
    const { contextId } = await linkedContext();
    const zid = nextZid();
    const { fields } = await launchAs(t, platform, {
      sub: `phd-${zid}`,
      roles: [ROLE.learner, ROLE.institutionInstructor],
      email: unswEmail(zid),
      contextId,
    });
    expect(fields.get('user')).toBe('student');
  });

  it('another instructor of a linked course becomes a tutor; its course admin stays course admin', async () => {
    const { contextId, subcourse, instructor, instructorId } = await linkedContext();
    const zid = nextZid();
    const { fields } = await launchAs(t, platform, {
      sub: `co-teacher-${zid}`,
      roles: [ROLE.instructor],
      email: unswEmail(zid),
      contextId,
    });
    expect(fields.get('subcourse')).toBe(subcourse.id);
    const rows = await t.db
      .select()
      .from(staffMemberships)
      .where(eq(staffMemberships.subcourseId, subcourse.id));
    expect(rows.find((r) => r.staffId === fields.get('id'))).toMatchObject({
      role: 'tutor',
      tutorials: ['LMS'],
    });
    expect(rows.find((r) => r.staffId === instructorId)).toMatchObject({ role: 'course admin' });
    // The linking instructor's later launch lands in the subcourse, still course admin.
    const again = await launchAs(t, platform, {
      sub: `instructor-${(await t.db.select().from(staff).where(eq(staff.id, instructorId)))[0]!.zid}`,
      roles: [ROLE.instructor],
      email: '',
      contextId,
    });
    expect(again.fields.get('id')).toBe(instructorId);
    expect(again.fields.get('subcourse')).toBe(subcourse.id);
    void instructor;
  });
});

describe('PUT /api/lti/context/{contextRef}/link', () => {
  it('walks the failure ladder, then links', async () => {
    const zid = nextZid();
    const launch = await launchAs(t, platform, {
      sub: `instructor-${zid}`,
      roles: [ROLE.instructor],
      email: unswEmail(zid),
      contextId: nextContext(),
    });
    const contextRef = launch.fields.get('link')!;
    const headers = bearer(launch.fields);
    const instructorId = launch.fields.get('id')!;
    const course = await createCourse(t.db, instructorId);
    const subcourse = await createSubcourse(t.db, course);
    const put = (ref: string, payload: unknown, h: Record<string, string> = headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/lti/context/${ref}/link`,
        headers: h,
        payload: payload as object,
      });

    const none = await t.app.inject({
      method: 'PUT',
      url: `/api/lti/context/${contextRef}/link`,
      payload: {},
    });
    expect(none.statusCode).toBe(401);
    for (const [payload, message] of [
      [{}, 'subcourseId is required'],
      [{ subcourseId: '' }, 'subcourseId is required'],
      [{ subcourseId: 'x'.repeat(101) }, 'subcourseId must be at most 100 characters'],
    ] as const) {
      const response = await put(contextRef, payload);
      expect(response.json()).toEqual({ Error: message });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await put('no-such-context', { subcourseId: subcourse.id });
    expect(unknown.json()).toEqual({ Error: SIGN_IN_MESSAGES.contextNotFound });
    expect(unknown.statusCode).toBe(404);

    // A course admin who never launched from this LMS course: as if it did not exist.
    const stranger = await createAccount(t.db, 'staff');
    const strangerLogin = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: stranger.email, password: 'Passw0rdX' },
    });
    const strangerHeaders = {
      authorization: `Bearer ${strangerLogin.json<{ access_token: string }>().access_token}`,
    };
    const strangerCourse = await createCourse(t.db, stranger.id);
    const strangerSub = await createSubcourse(t.db, strangerCourse);
    const foreign = await put(contextRef, { subcourseId: strangerSub.id }, strangerHeaders);
    expect(foreign.statusCode).toBe(404);

    // The launching instructor, but only a tutor of the target subcourse, or unrelated to it.
    const tutorCourse = await createCourse(t.db, stranger.id);
    const tutorSub = await createSubcourse(t.db, tutorCourse);
    await addStaff(t.db, tutorSub.id, instructorId, 'tutor', ['H12A']);
    const asTutor = await put(contextRef, { subcourseId: tutorSub.id });
    expect(asTutor.json()).toEqual({ Error: 'Only course admins can do this' });
    expect(asTutor.statusCode).toBe(403);
    const unrelated = await put(contextRef, { subcourseId: strangerSub.id });
    expect(unrelated.statusCode).toBe(404);
    // A student token.
    const student = await createAccount(t.db, 'student');
    const studentLogin = await t.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { email: student.email, password: 'Passw0rdX' },
    });
    const asStudent = await put(
      contextRef,
      { subcourseId: subcourse.id },
      { authorization: `Bearer ${studentLogin.json<{ access_token: string }>().access_token}` },
    );
    expect(asStudent.statusCode).toBe(403);

    const ok = await put(contextRef, { subcourseId: subcourse.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Linked successfully' });
    const [row] = await t.db.select().from(ltiContexts).where(eq(ltiContexts.id, contextRef));
    expect(row!.subcourseId).toBe(subcourse.id);
    expect(row!.linkedAt).toBeInstanceOf(Date);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/lti/subcourse/${subcourse.id}/contexts`,
      headers,
    });
    expect(list.json()).toEqual([
      {
        contextRef,
        title: 'Capstone Project',
        label: 'COMP3900',
        subcourseId: subcourse.id,
        canSync: true,
      },
    ]);
    const listForStranger = await t.app.inject({
      method: 'GET',
      url: `/api/lti/subcourse/${subcourse.id}/contexts`,
      headers: strangerHeaders,
    });
    expect(listForStranger.statusCode).toBe(404);
  });
});
