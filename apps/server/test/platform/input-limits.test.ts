import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, nullCharacter, tooLong } from '@capstone/contracts';
import { signedInCourseAdmin } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { clientForm, studentForm } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chatWorld, type ChatWorld } from '../chat/chat-fixtures';

let t: TestApp;
let w: ChatWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await chatWorld(t);
}, 60_000);
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Headers = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });
const raw = (url: string, payload: string, headers: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

const MB = 1024 * 1024;
/** A JSON object body of about `bytes` bytes. */
const bodyOf = (bytes: number) => JSON.stringify({ students: [], pad: 'x'.repeat(bytes - 30) });

describe('body size (api.md §1.1, §20.4)', () => {
  it('refuses a body over 1 MB with 413 on an ordinary route', async () => {
    const big = await raw('/api/student/login', bodyOf(MB + 100));
    expectError(big, 413, MESSAGES.bodyTooLarge);
    const underLimit = await raw('/api/student/login', bodyOf(MB - 100));
    expect(underLimit.statusCode).toBe(400);
  });

  it('lets a member import carry up to 2 MB, and refuses more', async () => {
    const { admin, subcourse } = await signedInCourseAdmin(t);
    const url = '/api/staff/subcourse/add-students';
    const body = (bytes: number) =>
      JSON.stringify({
        subcourseId: subcourse.id,
        students: [{ firstName: 'x'.repeat(bytes - 200) }],
      });
    const oneAndAHalf = await raw(url, body(1.5 * MB), admin.headers);
    expect(oneAndAHalf.statusCode).toBe(200);
    expect(oneAndAHalf.json()).toMatchObject({
      created: 0,
      errors: [{ row: 1, message: tooLong('firstName', LIMITS.personName) }],
    });
    expectError(await raw(url, body(2 * MB + 1000), admin.headers), 413, MESSAGES.bodyTooLarge);
    // Other routes keep the 1 MB limit even for staff.
    const other = await raw(`/api/staff/links/${subcourse.id}`, bodyOf(1.5 * MB), admin.headers);
    expectError(other, 413, MESSAGES.bodyTooLarge);
  });

  it('answers malformed JSON, an empty JSON body and a wrong content type with a clean 4xx', async () => {
    expectError(await raw('/api/student/login', '{"email":'), 400, MESSAGES.invalidJson);
    expectError(await raw('/api/student/login', ''), 400, MESSAGES.invalidJson);
    const proto = await raw('/api/student/login', '{"__proto__":{"x":1}}');
    expectError(proto, 400, MESSAGES.invalidJson);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expectError(text, 415, MESSAGES.unsupportedMediaType);
    expectError(await raw('/api/student/login', '"text"'), 400, MESSAGES.bodyNotObject);
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/project/profile/%E0%A4%A' });
    expectError(badUrl, 400, MESSAGES.badUrl);
    const hugeId = await t.app.inject({
      method: 'GET',
      url: `/api/project/profile/${'x'.repeat(2000)}`,
    });
    expectError(hugeId, 414, MESSAGES.pathTooLong);
  });
});

describe('null characters (api.md §20.4)', () => {
  it('forgot-password with U+0000 in the email is a 400 naming the field, not a 500', async () => {
    for (const role of ['student', 'staff', 'client']) {
      const response = await send('POST', `/api/${role}/forgot-password`, {
        email: `z1234567@ad.unsw.edu.au\u0000`,
      });
      expectError(response, 400, nullCharacter('email'));
    }
  });

  it('names the field wherever it is: nested bodies, keys, params and queries', async () => {
    const details = await send(
      'POST',
      '/api/student/details',
      { subcourse: w.subcourse.id, experiences: [{ title: 'ok' }, { title: 'a\u0000b' }] },
      w.member.headers,
    );
    expectError(details, 400, nullCharacter('experiences[1].title'));
    const register = await send('POST', '/api/client/register', clientForm({ industry: '\u0000' }));
    expectError(register, 400, nullCharacter('industry'));
    const key = await send('POST', '/api/student/login', { 'email\u0000': 'x' });
    expectError(key, 400, nullCharacter('body'));
    const param = await t.app.inject({
      method: 'GET',
      url: '/api/project/profile/ab%00cd',
      headers: w.member.headers,
    });
    expectError(param, 400, nullCharacter('projectId'));
    // A subcourse in the path is read by the auth hook itself: the check comes before it.
    const subcourse = await send('POST', '/api/staff/links/ab%00', {}, w.admin.headers);
    expectError(subcourse, 400, nullCharacter('subcourseId'));
    const query = await t.app.inject({ method: 'GET', url: '/api/course/search?query=a%00' });
    expectError(query, 400, nullCharacter('query'));
  });

  it('refuses input nested deeper than any route takes, at any depth up to 10,000 levels', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    expectError(
      await raw('/api/student/login', `{"email":${deep}}`),
      400,
      MESSAGES.nestedTooDeeply,
    );
    const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    expectError(await raw('/api/student/login', objects), 400, MESSAGES.nestedTooDeeply);
  });
});

describe('string length (api.md §20.4): too long is a 400 naming the field and its limit', () => {
  const over = (n: number) => 'x'.repeat(n + 1);
  const longEmail = (n: number) => `${'a'.repeat(n - 8)}@b.co.au`;

  it('checks registration, login and reset fields before their patterns', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/student/register', studentForm({ firstName: over(100) }), tooLong('firstName', 100)],
      ['/api/student/register', studentForm({ lastName: over(100) }), tooLong('lastName', 100)],
      ['/api/client/register', clientForm({ email: longEmail(255) }), tooLong('email', 254)],
      ['/api/client/register', clientForm({ companyName: over(100) }), tooLong('companyName', 100)],
      ['/api/client/register', clientForm({ location: over(200) }), tooLong('location', 200)],
      ['/api/client/register', clientForm({ industry: over(100) }), tooLong('industry', 100)],
      ['/api/client/register', clientForm({ phone: over(40) }), tooLong('phone', 40)],
      ['/api/client/register', clientForm({ password: over(128) }), tooLong('password', 128)],
      ['/api/client/login', { email: longEmail(255), password: 'x' }, tooLong('email', 254)],
      ['/api/client/forgot-password', { email: longEmail(255) }, tooLong('email', 254)],
    ];
    for (const [url, body, message] of cases) {
      expectError(await send('POST', url, body), 400, message);
    }
    // Exactly at the limit the length passes and the next rule speaks.
    const at = await send('POST', '/api/client/register', clientForm({ email: longEmail(254) }));
    expect(at.statusCode).toBe(201);
  });

  it('checks course, subcourse, form, project, link, chat and preference fields', async () => {
    const admin = w.admin.headers;
    const course = (overrides: Record<string, unknown>) => ({
      name: 'Capstone',
      code: 'ABCD1234',
      description: 'Projects',
      termDates: { '1': '17-02-2025 to 30-04-2025' },
      ...overrides,
    });
    const formField = { id: 'a'.repeat(24), input_type: 'text', options: [] };
    const settings = (label: string) => ({
      name: '2025T1',
      code: w.subcourse.code,
      term: w.subcourse.term,
      max_group_size: 4,
      client_questionnaire: [{ ...formField, label }],
      project_preference_form: [],
      preference_release: false,
    });
    const cases: [string, string, unknown, Headers, string][] = [
      [
        'POST',
        '/api/staff/course/create',
        course({ name: over(100) }),
        admin,
        tooLong('name', 100),
      ],
      [
        'POST',
        '/api/staff/course/create',
        course({ description: over(5000) }),
        admin,
        tooLong('description', 5000),
      ],
      [
        'POST',
        '/api/staff/course/create',
        course({ termDates: { '1': `${'1'.repeat(41)}` } }),
        admin,
        tooLong('termDates.1', 40),
      ],
      [
        'POST',
        '/api/staff/subcourse/create',
        { name: over(100), term: 1, year: 2030, code: w.subcourse.code },
        admin,
        tooLong('name', 100),
      ],
      [
        'PUT',
        `/api/subcourse/update/${w.subcourse.id}`,
        settings(over(LIMITS.formLabel)),
        admin,
        `client_questionnaire: field 1 label must be at most ${LIMITS.formLabel} characters`,
      ],
      [
        'POST',
        '/api/project/create',
        { name: 'P', course: w.course.id, background: over(20_000) },
        w.client.headers,
        tooLong('background', 20_000),
      ],
      [
        'POST',
        `/api/staff/links/${w.subcourse.id}`,
        { name: 'Docs', url: `https://a.b/${over(2000)}` },
        admin,
        tooLong('url', 2000),
      ],
      [
        'POST',
        `/api/channels/${w.subcourse.id}/create`,
        { category: 'course', channel_type: 'text', name: over(100) },
        admin,
        tooLong('name', 100),
      ],
      [
        'POST',
        '/api/student/details',
        { experiences: [{ title: over(LIMITS.experienceTitle) }] },
        w.member.headers,
        tooLong('experiences: title', LIMITS.experienceTitle),
      ],
      [
        'POST',
        `/api/student/preference/submit/${w.subcourse.id}`,
        { proj_preferences: [{ project: w.project.id, rank: 1, notes: over(5000) }] },
        w.member.headers,
        tooLong('notes', 5000),
      ],
    ];
    for (const [method, url, body, headers, message] of cases) {
      const response = await send(method as 'POST', url, body, headers);
      expect(response.json(), `${method} ${url}`).toEqual({ Error: message });
      expect(response.statusCode).toBe(400);
    }
  });

  it('names a too-long path id after its param', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/project/profile/${'x'.repeat(101)}`,
      headers: w.member.headers,
    });
    expectError(response, 400, tooLong('projectId', 100));
  });

  it('publishes the limits in the API docs, from the same table', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      info: { description: string };
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(spec.info.description).toContain(`| every \`email\` | ${LIMITS.email} |`);
    expect(spec.info.description).toContain(
      `| course \`description\` | ${LIMITS.courseDescription} |`,
    );
    expect(spec.info.description).toContain(`"Error":"${MESSAGES.headersTooLarge}"`);
    const create = JSON.stringify(spec.paths['/api/staff/course/create']?.post?.requestBody);
    expect(create).toContain(`"maxLength":${LIMITS.courseName}`);
    expect(create).toContain(`"maxLength":${LIMITS.courseDescription}`);
  });
});

describe('patterns (api.md §20.4): a pathological email never stalls the server', () => {
  it('answers an 80 kB email on client registration in well under a second, health alongside', async () => {
    const email = `a@${'.'.repeat(80_000)}@`;
    const started = performance.now();
    const [register, health] = await Promise.all([
      send('POST', '/api/client/register', clientForm({ email })),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    const elapsed = performance.now() - started;
    expectError(register, 400, tooLong('email', LIMITS.email));
    expect(health.statusCode).toBe(200);
    // The old pattern took seconds here; the bound leaves room for a busy test machine.
    expect(elapsed).toBeLessThan(1000);
    // Under the cap the pattern itself runs: the longest allowed pathological address is quick.
    const capped = `a@${'.'.repeat(LIMITS.email - 3)}@`;
    const quick = performance.now();
    expectError(
      await send('POST', '/api/client/register', clientForm({ email: capped })),
      400,
      MESSAGES.emailInvalid,
    );
    expect(performance.now() - quick).toBeLessThan(1000);
  });
});
