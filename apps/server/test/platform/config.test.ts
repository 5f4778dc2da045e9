import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../../src/config/config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'capstone-config-'));

/** Everything a production start requires, so each case can take one thing away. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://capstone@db.example.edu/capstone',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://capstone.example.edu',
  SMTP_URL: 'smtp://mail.example.edu:587',
  STAFF_SIGNUP: 'allowlist',
  STAFF_ALLOWLIST: '*@example.edu',
};

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
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_POOL_MAX: 'ten' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_POOL_MAX: '2.5' }, 'DATABASE_POOL_MAX'],
    [{ MAIL_OUTBOX: 'yes' }, 'MAIL_OUTBOX'],
  ])('fails clearly on %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('trusts no proxy unless TRUST_PROXY names them, in production too (api.md §20.4)', () => {
    const trust = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: tempDir(), ...env }).trustProxy;
    expect(trust(PRODUCTION)).toBe(false);
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
    expect(docs(PRODUCTION)).toBe(false);
    expect(docs({ ...PRODUCTION, API_DOCS: 'off' })).toBe(false);
    expect(docs({ ...PRODUCTION, API_DOCS: 'on' })).toBe(true);
  });

  it('sizes the PostgreSQL query pool from DATABASE_POOL_MAX, 10 by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).databasePoolMax).toBe(10);
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
  });
});

describe('production settings (issue 18)', () => {
  const start = (env: Record<string, string | undefined>) => () =>
    loadConfig({ DATA_DIR: tempDir(), ...env });

  it('starts with everything production requires', () => {
    expect(start(PRODUCTION)()).toMatchObject({
      isProduction: true,
      publicUrl: 'https://capstone.example.edu',
      smtpUrl: 'smtp://mail.example.edu:587',
    });
  });

  it.each([
    [
      'JWT_SECRET',
      { JWT_SECRET: undefined },
      /JWT_SECRET: required in production with DATABASE_URL/,
    ],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }, /PUBLIC_URL: required in production/],
    ['SMTP_URL', { SMTP_URL: undefined }, /SMTP_URL: required in production, or MAIL_OUTBOX=on/],
    [
      'STAFF_SIGNUP',
      { STAFF_SIGNUP: undefined, STAFF_ALLOWLIST: undefined },
      /STAFF_SIGNUP: required in production \(open, allowlist or sso/,
    ],
  ])('refuses to start without %s, naming it', (name, change, message) => {
    expect(start({ ...PRODUCTION, ...change })).toThrow(ConfigError);
    expect(start({ ...PRODUCTION, ...change })).toThrow(message);
    // An empty variable is unset, as everywhere else.
    expect(start({ ...PRODUCTION, [name]: '' })).toThrow(message);
  });

  it('names every missing variable at once', () => {
    const missing = () =>
      start({ NODE_ENV: 'production', DATABASE_URL: PRODUCTION.DATABASE_URL })();
    expect(missing).toThrow(/JWT_SECRET: .*\n.*PUBLIC_URL: .*\n.*SMTP_URL: .*\n.*STAFF_SIGNUP: /);
  });

  it('takes any STAFF_SIGNUP chosen explicitly (api.md §21.4)', () => {
    for (const STAFF_SIGNUP of ['open', 'allowlist']) {
      expect(start({ ...PRODUCTION, STAFF_SIGNUP })().signIn.staffSignup.mode).toBe(STAFF_SIGNUP);
    }
  });

  it.each([
    ['32 × "a"', 'a'.repeat(32)],
    ['a short pattern repeated', 'abcdefgh'.repeat(8)],
    ['15 different characters', 'abcdefghijklmno'.repeat(3)],
  ])('refuses a JWT_SECRET of %s (api.md §21.5)', (_name, JWT_SECRET) => {
    expect(start({ ...PRODUCTION, JWT_SECRET })).toThrow(
      /JWT_SECRET: needs at least 16 different characters in production/,
    );
  });

  it('accepts a JWT_SECRET of 16 different characters, and any secret outside production', () => {
    const sixteen = 'abcdefghijklmnop'.repeat(2);
    expect(start({ ...PRODUCTION, JWT_SECRET: sixteen })().jwtSecret).toBe(sixteen);
    const weak = 'a'.repeat(32);
    expect(start({ NODE_ENV: 'development', JWT_SECRET: weak })().jwtSecret).toBe(weak);
  });

  it.each(['http://capstone.example.edu', 'http://10.0.0.5:5000', 'http://localhost.example.edu'])(
    'refuses PUBLIC_URL %s in production (api.md §21.5)',
    (PUBLIC_URL) => {
      expect(start({ ...PRODUCTION, PUBLIC_URL })).toThrow(
        /PUBLIC_URL: must start with https:\/\//,
      );
    },
  );

  it.each(['http://localhost:5490', 'http://127.0.0.1:5000', 'https://capstone.example.edu'])(
    'accepts PUBLIC_URL %s in production',
    (PUBLIC_URL) => {
      expect(start({ ...PRODUCTION, PUBLIC_URL })().publicUrl).toBe(PUBLIC_URL);
    },
  );

  it('accepts the local outbox in production only when MAIL_OUTBOX=on says so', () => {
    expect(start({ ...PRODUCTION, SMTP_URL: undefined, MAIL_OUTBOX: 'on' })()).toMatchObject({
      smtpUrl: undefined,
    });
  });

  it('lets one embedded-database process keep its generated secret', () => {
    const dir = tempDir();
    const config = loadConfig({
      ...PRODUCTION,
      DATABASE_URL: undefined,
      JWT_SECRET: undefined,
      DATA_DIR: dir,
    });
    expect(config.jwtSecret).toBe(readFileSync(path.join(dir, 'jwt-secret'), 'utf8'));
  });

  it('asks nothing of development and tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(start({ NODE_ENV, DATABASE_URL: PRODUCTION.DATABASE_URL })()).toMatchObject({
        publicUrl: 'http://localhost:5000',
      });
    }
  });

  it('migrates with the database settings alone, creating no secret', () => {
    const dir = tempDir();
    expect(loadDatabaseConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toEqual({
      dataDir: dir,
      databaseUrl: undefined,
    });
    expect(() => readFileSync(path.join(dir, 'jwt-secret'))).toThrow();
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL:/);
  });
});
