import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { externalIdentities } from '../../src/db/schema';
import { nextZid } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInWith, startProvider, universityPerson, type Provider } from './oidc-fixture';

/**
 * Microsoft Entra ID and Google Workspace. Entra's multi-tenant issuer is served by the mock
 * provider under Entra's own https:// addresses: `fetch` sends them to it, so openid-client
 * sees exactly what Entra answers (a discovery document naming `…/{tenantid}/v2.0`).
 */
const ENTRA = 'https://login.microsoftonline.com';
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const realFetch = globalThis.fetch;

let entra: Provider;
let google: Provider;
let entraApp: TestApp;
let googleApp: TestApp;
beforeAll(async () => {
  entra = await startProvider(`${ENTRA}/{tenantid}/v2.0`);
  google = await startProvider();
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const local = url.replace(/^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0/, entra.base);
    return realFetch(local === url ? input : local, init);
  };
  entraApp = await createTestApp({
    env: entra.env({ OIDC_ISSUER: `${ENTRA}/organizations/v2.0`, OIDC_NAME: 'UNSW' }),
  });
  googleApp = await createTestApp({ env: google.env({ OIDC_HOSTED_DOMAIN: 'unsw.edu.au' }) });
}, 60_000);
afterAll(async () => {
  globalThis.fetch = realFetch;
  await entraApp.close();
  await googleApp.close();
  await entra.stop();
  await google.stop();
});
beforeEach(() => {
  for (const provider of [entra, google]) {
    provider.claims = {};
    provider.tamper = undefined;
  }
});

/** What Entra puts in a v2.0 ID token with the `email` and `xms_edov` optional claims. */
function entraPerson(zid: string, extra: Record<string, unknown> = {}) {
  const { email, name } = universityPerson(zid);
  return {
    sub: `pairwise-${zid}`,
    tid: TENANT,
    oid: `oid-${zid}`,
    email,
    xms_edov: true,
    name,
    ...extra,
  };
}
const tenantIssuer = (payload: Record<string, unknown>) =>
  (payload.iss = `${ENTRA}/${String(payload.tid)}/v2.0`);

describe('Microsoft Entra ID (multi-tenant issuer)', () => {
  it('accepts the token of the tenant it names and keys the account by tid and oid', async () => {
    const zid = nextZid();
    entra.claims = entraPerson(zid);
    entra.tamper = tenantIssuer;
    const end = await signInWith(entraApp, 'student');
    expect(end.session).toMatchObject({ user: 'student' });
    const [identity] = await entraApp.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.accountId, end.session!.id));
    expect(identity).toMatchObject({
      issuer: `${ENTRA}/${TENANT}/v2.0`,
      subject: `${TENANT}/oid-${zid}`,
    });

    // A new app registration gives a new pairwise sub: tid + oid still find the account.
    entra.claims = entraPerson(zid, { sub: 'another-pairwise-sub', email: 'moved@unsw.edu.au' });
    expect((await signInWith(entraApp, 'student')).session!.id).toBe(end.session!.id);
  });

  it("refuses a token whose issuer is not its own tenant's", async () => {
    entra.claims = entraPerson(nextZid());
    entra.tamper = (payload) =>
      (payload.iss = `${ENTRA}/00000000-0000-0000-0000-000000000000/v2.0`);
    expect((await signInWith(entraApp, 'student')).error).toBe('expired');
    entra.tamper = undefined; // the template itself, `{tenantid}` unreplaced
    expect((await signInWith(entraApp, 'student')).error).toBe('expired');
  });

  it('does not trust an email Entra does not vouch for (no xms_edov)', async () => {
    entra.claims = entraPerson(nextZid(), { xms_edov: undefined });
    entra.tamper = tenantIssuer;
    expect(await signInWith(entraApp, 'student')).toMatchObject({
      error: 'no_id',
      detail: 'no_email',
    });
  });
});

describe('Google Workspace (OIDC_HOSTED_DOMAIN)', () => {
  it('asks Google for the domain and signs in an account of it', async () => {
    const login = await googleApp.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/login?user=student',
    });
    expect(new URL(login.headers.location as string).searchParams.get('hd')).toBe('unsw.edu.au');
    google.claims = universityPerson(nextZid(), { hd: 'unsw.edu.au' });
    expect((await signInWith(googleApp, 'student')).session).toMatchObject({ user: 'student' });
  });

  it('refuses a personal account or another domain, whatever the email says', async () => {
    for (const hd of [undefined, 'gmail.com', 'UNSW.EDU.AU.evil.com']) {
      google.claims = universityPerson(nextZid(), { hd });
      expect((await signInWith(googleApp, 'student')).error, String(hd)).toBe('not_university');
    }
  });
});
