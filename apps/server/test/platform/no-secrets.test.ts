import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, resetChallenges, staff, students } from '../../src/db/schema';
import { clientForm, latestCode, studentForm } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** Drives every account flow, then calls every registered route with a token and garbage. */
async function exerciseEverything() {
  const forms = {
    student: studentForm(),
    staff: studentForm(),
    client: clientForm(),
  } as const;
  for (const [role, form] of Object.entries(forms)) {
    await post(`/api/${role}/register`, form);
    await post(`/api/${role}/verify-email/resend`, { email: form.email });
    await t.app.outbox.drain();
    await post(`/api/${role}/verify-email`, { email: form.email, pin: '000000' });
    await post(`/api/${role}/verify-email`, { email: form.email, pin: latestCode(t, form.email) });
    const { access_token, id } = (await post(`/api/${role}/login`, form)).json();
    const headers = { authorization: `Bearer ${access_token}` };
    await post(`/api/${role}/forgot-password`, { email: form.email });
    const pin = latestCode(t, form.email);
    await post(`/api/${role}/verify-pin`, { email: form.email, pin: '000000' });
    await post(`/api/${role}/verify-pin`, { email: form.email, pin });
    await post(`/api/${role}/reset-password`, { email: form.email, pin, password: 'Changed12' });
    const fresh = (await post(`/api/${role}/login`, { ...form, password: 'Changed12' })).json();
    const freshHeaders = { authorization: `Bearer ${fresh.access_token}` };
    for (const route of routes) {
      const url = route.url.replace(':role', role).replace(':id', id);
      for (const auth of [headers, freshHeaders, {}]) {
        await t.app.inject({ method: route.method as 'GET', url, headers: auth, payload: form });
      }
    }
  }
}

const routes: { method: string; url: string }[] = [];

describe('secrets never leave the server', () => {
  it('no response of any endpoint contains a password hash, PIN hash or PIN', async () => {
    for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /(\/api\/\S+) \(([A-Z, ]+)\)/.exec(line.replace(/[│├└─ ]+(?=\/)/, ''));
      if (match?.[1] && match[2]) {
        for (const method of match[2].split(', ')) {
          if (method !== 'HEAD') routes.push({ method, url: match[1] });
        }
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(8);
    await exerciseEverything();

    const hashes = [
      ...(await t.db.select({ h: students.passwordHash }).from(students)),
      ...(await t.db.select({ h: staff.passwordHash }).from(staff)),
      ...(await t.db.select({ h: clients.passwordHash }).from(clients)),
      ...(await t.db.select({ h: resetChallenges.codeHash }).from(resetChallenges)),
    ]
      .map((row) => row.h)
      .filter((h): h is string => Boolean(h));
    const pins = t.mailer.sent.flatMap((m) => m.text.match(/\b\d{6}\b/g) ?? []);
    expect(hashes.length).toBeGreaterThanOrEqual(6);
    expect(pins.length).toBeGreaterThanOrEqual(3);

    const secrets = [...hashes, ...pins, '$argon2'];
    const leaks = t.payloads.filter((body) => secrets.some((secret) => body.includes(secret)));
    expect(leaks).toEqual([]);
    expect(t.payloads.length).toBeGreaterThan(50);
  });
});
