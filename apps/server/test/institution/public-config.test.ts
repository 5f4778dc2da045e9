import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CUSTOM = {
  UNI_EMAIL_DOMAINS: 'uni.example.edu,mail.example.edu',
  UNI_ID_PATTERN: '^[A-Z]{2}\\d{6}$',
  UNI_ID_LABEL: 'UniKey',
  TIME_ZONE: 'Europe/London',
  PRIVACY_OPERATOR: 'Example University',
  PRIVACY_CONTACT: 'privacy@example.edu',
  RETENTION_DAYS: '365',
};

let unsw: TestApp;
let custom: TestApp;
beforeAll(async () => {
  unsw = await createTestApp();
  custom = await createTestApp({ env: CUSTOM });
});
afterAll(async () => {
  await unsw.close();
  await custom.close();
});

describe('GET /api/config', () => {
  it('answers without a token, cacheable, with the default institution', async () => {
    const response = await unsw.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      university: {
        email_domains: ['ad.unsw.edu.au', 'unsw.edu.au'],
        id_pattern: '^z[0-9]{7}$',
        id_label: 'zID',
        time_zone: 'Australia/Sydney',
      },
      sign_in: { sso: null, sso_only: [], staff_signup: 'open' },
      privacy: { operator: null, contact: null, retention_days: 730 },
    });
  });

  it("answers each app's own settings, side by side in one process", async () => {
    const response = await custom.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      university: {
        email_domains: ['uni.example.edu', 'mail.example.edu'],
        id_pattern: '^[A-Z]{2}\\d{6}$',
        id_label: 'UniKey',
        time_zone: 'Europe/London',
      },
      sign_in: { sso: null, sso_only: [], staff_signup: 'open' },
      privacy: {
        operator: 'Example University',
        contact: 'privacy@example.edu',
        retention_days: 365,
      },
    });
    const again = await unsw.app.inject({ method: 'GET', url: '/api/config' });
    expect(again.json<{ university: { id_label: string } }>().university.id_label).toBe('zID');
  });

  it('is the same with a token, which only makes it uncacheable (api.md §1.1)', async () => {
    const student = await signedIn(unsw, 'student');
    const response = await unsw.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: student.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ university: { id_label: 'zID' } });
  });

  it('never reads a token, so even a bad one is no 401 (a public route)', async () => {
    const response = await unsw.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('is listed in the API docs', async () => {
    const spec = await unsw.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(spec.json<{ paths: object }>().paths)).toContain('/api/config');
  });
});
