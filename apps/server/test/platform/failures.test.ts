import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { createFileMailer } from '../../src/mail/mailer';
import { createTestApp } from '../helpers/test-app';

describe('when the database is gone', () => {
  it('answers a generic 500 without details, and health says 503', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/client/login',
        payload: { email: 'a@b.co', password: 'Passw0rdX' },
      });
      expect(login.statusCode).toBe(500);
      expect(login.json()).toEqual({ Error: MESSAGES.somethingWentWrong });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ Error: MESSAGES.databaseUnavailable });
    } finally {
      await t.app.close();
    }
  });
});

describe('serving the web app', () => {
  it('serves built files, falls back to index.html for deep links, never for /api', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'capstone-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Capstone</title>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    const t = await createTestApp({ webDist: dist });
    try {
      const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log(1)');
      for (const url of ['/', '/dash', '/reset-password/verify/student/a%40b.co']) {
        const page = await t.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>Capstone</title>');
      }
      writeFileSync(path.join(dist, 'assets', 'later.js'), 'built after start');
      expect((await t.app.inject({ method: 'GET', url: '/assets/later.js' })).body).toBe(
        'built after start',
      );
      const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missing.statusCode).toBe(404);
      const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ Error: MESSAGES.notFound });
    } finally {
      await t.close();
    }
  });
});

describe('the local outbox', () => {
  it('keeps every mail, even several to one address in the same millisecond', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'capstone-outbox-'));
    const mailer = createFileMailer({ dir });
    const mail = { to: 'a@b.co', subject: 'S', text: 't', html: '<p>t</p>' };
    await Promise.all([1, 2, 3].map((n) => mailer.send({ ...mail, text: `mail ${n}` })));
    const texts = readdirSync(dir)
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')).text);
    expect(texts).toEqual(['mail 1', 'mail 2', 'mail 3']);
  });
});
