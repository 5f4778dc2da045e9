import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'capstone-config-'));

describe('loadConfig', () => {
  it('defaults to port 5000, embedded database and local outbox', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({
      port: 5000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:5000',
      logLevel: 'info',
    });
  });

  it('generates a JWT secret once, keeps it private in DATA_DIR and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret).toHaveLength(64);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '', PORT: '' }).port).toBe(5000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '::1/129' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8/1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ API_DOCS: 'yes' }, 'API_DOCS'],
  ])('fails clearly on %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('trusts no proxy unless TRUST_PROXY names them, in production too (api.md §20.4)', () => {
    const trust = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: tempDir(), ...env }).trustProxy;
    expect(trust({ NODE_ENV: 'production' })).toBe(false);
    expect(trust({ TRUST_PROXY: '0' })).toBe(false);
    expect(trust({ TRUST_PROXY: '2' })).toBe(2);
    expect(trust({ TRUST_PROXY: ' 10.0.0.1 , 10.1.0.0/16,fd00::/8, ::1 ' })).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
    ]);
  });

  it('serves API docs outside production, and in production only with API_DOCS=on', () => {
    const docs = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: tempDir(), ...env }).apiDocs;
    expect(docs({})).toBe(true);
    expect(docs({ NODE_ENV: 'test', API_DOCS: 'off' })).toBe(true);
    expect(docs({ NODE_ENV: 'production' })).toBe(false);
    expect(docs({ NODE_ENV: 'production', API_DOCS: 'off' })).toBe(false);
    expect(docs({ NODE_ENV: 'production', API_DOCS: 'on' })).toBe(true);
  });
});
