import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { createAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { courseAdminWithSubcourse, importMembers, rowsFor } from '../members/member-helpers';

/** An app whose log lines are kept as text, with the outbox the app builds itself. */
async function loggedApp(env: Record<string, string>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const t = await createTestApp({ env, appOutbox: true, logger: { level: 'trace', stream } });
  return { t, lines };
}

/** Forgot-password for a fresh student and a member import that creates two accounts. */
async function mailCodes(t: TestApp) {
  const student = await createAccount(t.db, 'student');
  const forgot = await t.app.inject({
    method: 'POST',
    url: '/api/student/forgot-password',
    payload: { email: student.email },
  });
  expect(forgot.statusCode).toBe(200);
  const { admin, subcourse } = await courseAdminWithSubcourse(t);
  const imported = await importMembers(t, 'students', admin.headers, subcourse.id, rowsFor(2));
  expect(imported.statusCode).toBe(200);
  const codes = t.mailer.sent
    .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1])
    .filter((code): code is string => code !== undefined);
  // The PIN and both access codes were mailed: the log checks below look for real codes.
  expect(codes).toHaveLength(3);
  return codes;
}

describe('production logs (api.md §20.6)', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp({ NODE_ENV: 'production' });
  });
  afterAll(() => app.t.close());

  it('log each outbox mail by recipient and subject only: no PIN or access code', async () => {
    const codes = await mailCodes(app.t);
    const outbox = app.lines.filter((line) => line.includes('outbox: email to'));
    expect(outbox).toHaveLength(app.t.mailer.sent.length);
    for (const line of outbox) {
      expect(Object.keys(JSON.parse(line) as object)).toEqual(
        expect.not.arrayContaining(['text', 'html']),
      );
      expect(JSON.parse(line)).toMatchObject({
        to: expect.any(String),
        subject: expect.any(String),
      });
    }
    const everything = app.lines.join('\n');
    for (const code of codes) expect(everything).not.toContain(code);
    expect(everything).not.toMatch(/\b\d{6}\b/);
  });

  it('does not serve the API docs without API_DOCS=on', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await app.t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: MESSAGES.notFound });
    }
  });
});

describe('production with API_DOCS=on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'on' } });
  });
  afterAll(() => t.close());

  it('serves the API docs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(spec.json<{ paths: object }>().paths)).toContain('/api/{role}/login');
  });
});

describe('development logs', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp({ NODE_ENV: 'development' });
  });
  afterAll(() => app.t.close());

  it('still print each mail’s text, so a developer can read the PIN (README)', async () => {
    const codes = await mailCodes(app.t);
    const everything = app.lines.join('\n');
    for (const code of codes) expect(everything).toContain(code);
  });
});
