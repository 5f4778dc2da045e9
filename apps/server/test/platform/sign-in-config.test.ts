import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config';
import { isAllowlisted } from '../../src/policies/sign-in.policy';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'capstone-sign-in-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env });

const OIDC = { OIDC_ISSUER: 'https://login.example.edu', OIDC_CLIENT_ID: 'capstone' };
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://capstone.example.edu',
  SMTP_URL: 'smtp://mail.example.edu:587',
  STAFF_SIGNUP: 'open',
};

const PLATFORM = {
  issuer: 'https://canvas.example.edu',
  client_id: '10000000000001',
  auth_login_url: 'https://canvas.example.edu/api/lti/authorize_redirect',
  auth_token_url: 'https://canvas.example.edu/login/oauth2/token',
  key_set_url: 'https://canvas.example.edu/api/lti/security/jwks',
  deployment_ids: ['1:abc'],
};

function platformsFile(platforms: unknown) {
  const file = path.join(tempDir(), 'platforms.json');
  writeFileSync(file, JSON.stringify(platforms));
  return file;
}

describe('sign-in settings', () => {
  it('default to passwords for everyone, open staff sign-up and no LMS', () => {
    expect(load({}).signIn).toEqual({
      oidc: null,
      ssoOnly: new Set(),
      staffSignup: { mode: 'open' },
      ltiPlatforms: [],
    });
  });

  it('read the provider, its defaults and the staff claim', () => {
    const { oidc } = load({
      ...OIDC,
      OIDC_NAME: 'UNSW',
      OIDC_STAFF_CLAIM: 'groups',
      OIDC_STAFF_VALUES: 'staff, faculty',
    }).signIn;
    expect(oidc).toMatchObject({
      issuer: OIDC.OIDC_ISSUER,
      clientId: 'capstone',
      clientSecret: undefined,
      scopes: 'openid email profile',
      name: 'UNSW',
      staffClaim: 'groups',
      staffValues: ['staff', 'faculty'],
    });
  });

  it.each([
    [{ OIDC_CLIENT_ID: 'x' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'https://login.example.edu' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' }, 'OIDC_ISSUER'],
    [{ ...OIDC, OIDC_SCOPES: 'email profile' }, 'OIDC_SCOPES'],
    [{ ...OIDC, OIDC_STAFF_CLAIM: 'groups' }, 'OIDC_STAFF_VALUES'],
    [{ SSO_ONLY: 'student' }, 'SSO_ONLY'],
    [{ ...OIDC, SSO_ONLY: 'student,client' }, 'SSO_ONLY'],
    [{ STAFF_SIGNUP: 'closed' }, 'STAFF_SIGNUP'],
    [{ ...OIDC, STAFF_SIGNUP: 'sso' }, 'STAFF_SIGNUP'],
    [{ STAFF_SIGNUP: 'allowlist' }, 'STAFF_ALLOWLIST'],
    [{ STAFF_SIGNUP: 'allowlist', STAFF_ALLOWLIST: 'unsw.edu.au' }, 'STAFF_ALLOWLIST'],
    [{ LTI_PLATFORMS: '/nonexistent/platforms.json' }, 'LTI_PLATFORMS'],
    [{ LTI_PLATFORMS: platformsFile([{ ...PLATFORM, deployment_ids: [] }]) }, 'LTI_PLATFORMS'],
    [{ LTI_PLATFORMS: platformsFile([PLATFORM, PLATFORM]) }, 'LTI_PLATFORMS'],
  ])('refuses %j, naming %s', (env, variable) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('accept an http:// issuer outside production, in production only with OIDC_ALLOW_HTTP=on', () => {
    const local = { OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'capstone' };
    expect(load(local).signIn.oidc?.issuer).toBe(local.OIDC_ISSUER);
    expect(() => load({ ...PRODUCTION, ...local })).toThrow(/OIDC_ISSUER: must be https:/);
    expect(load({ ...PRODUCTION, ...local, OIDC_ALLOW_HTTP: 'on' }).signIn.oidc?.allowHttp).toBe(
      true,
    );
  });

  it('read SSO_ONLY, the staff sign-up modes and the LTI platforms', () => {
    const settings = load({
      ...OIDC,
      OIDC_STAFF_CLAIM: 'eduPersonAffiliation',
      OIDC_STAFF_VALUES: 'staff',
      SSO_ONLY: 'student, staff',
      STAFF_SIGNUP: 'sso',
      LTI_PLATFORMS: platformsFile([PLATFORM]),
    }).signIn;
    expect([...settings.ssoOnly].sort()).toEqual(['staff', 'student']);
    expect(settings.staffSignup).toEqual({ mode: 'sso' });
    expect(settings.ltiPlatforms).toEqual([PLATFORM]);
    expect(
      load({ STAFF_SIGNUP: 'allowlist', STAFF_ALLOWLIST: '*@UNSW.edu.au, convenor@example.edu' })
        .signIn.staffSignup,
    ).toEqual({ mode: 'allowlist', patterns: ['*@unsw.edu.au', 'convenor@example.edu'] });
  });

  it('refuse http:// LMS endpoints in production', () => {
    const file = platformsFile([{ ...PLATFORM, key_set_url: 'http://canvas.example.edu/jwks' }]);
    expect(load({ LTI_PLATFORMS: file }).signIn.ltiPlatforms).toHaveLength(1);
    expect(() => load({ ...PRODUCTION, LTI_PLATFORMS: file })).toThrow(
      /LTI_PLATFORMS: key_set_url of https:\/\/canvas.example.edu must be https:/,
    );
  });

  it('match an allowlist by whole domain or whole address, in any case', () => {
    const patterns = ['*@unsw.edu.au', 'convenor@example.edu'];
    expect(isAllowlisted(patterns, 'Someone@UNSW.edu.au')).toBe(true);
    expect(isAllowlisted(patterns, 'convenor@example.edu')).toBe(true);
    expect(isAllowlisted(patterns, 'other@example.edu')).toBe(false);
    expect(isAllowlisted(patterns, 'x@ad.unsw.edu.au')).toBe(false);
    expect(isAllowlisted(patterns, 'x@evilunsw.edu.au')).toBe(false);
  });
});
