import { test as base, expect } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { startProductInstance } from './product-instance';
import { expectNoAxeViolations, freshZid } from './support';

const CLIENT_ID = 'capstone-e2e';

/**
 * University sign-in (issue 19) on a product instance of its own, set up with an OpenID
 * provider in the test process: oauth2-mock-server, whose authorize endpoint sends the browser
 * straight back with a code (it has no login page). Each test says whom the provider vouches
 * for through `claims`; `tamper` spoils the next ID token. Staff there sign in only with the
 * university (`SSO_ONLY=staff`, `STAFF_SIGNUP=sso`); students keep passwords too.
 */
interface SsoWorld {
  url: string;
  provider: {
    claims: Record<string, unknown>;
    tamper?: (payload: Record<string, unknown>) => void;
  };
}

const test = base.extend<object, { ssoWorld: SsoWorld }>({
  ssoWorld: [
    // Playwright reads what a fixture needs from this pattern; this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = new OAuth2Server();
      await server.issuer.keys.generate('RS256');
      await server.start(0, '127.0.0.1');
      const provider: SsoWorld['provider'] = { claims: {} };
      server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
        if (token.payload.aud !== CLIENT_ID) return; // the access token
        Object.assign(token.payload, provider.claims);
        provider.tamper?.(token.payload);
      });
      const product = await startProductInstance({
        OIDC_ISSUER: server.issuer.url!,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_NAME: 'UNSW',
        // Staff: no passwords, and accounts only through the staff claim.
        OIDC_STAFF_CLAIM: 'groups',
        OIDC_STAFF_VALUES: 'staff',
        SSO_ONLY: 'staff',
        STAFF_SIGNUP: 'sso',
      });
      await use({ url: product.url, provider });
      await product.close();
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ ssoWorld }, use) => use(ssoWorld.url),
});

const person = (zid: string) => ({
  sub: `e2e-${zid}`,
  email: `${zid}@ad.unsw.edu.au`,
  email_verified: true,
  name: 'Grace Hopper',
});

test.beforeEach(({ ssoWorld }) => {
  ssoWorld.provider.claims = person(freshZid());
  ssoWorld.provider.tamper = undefined;
});

test.describe('university sign-in', () => {
  test('"Sign in with UNSW" takes a new student to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Student' }).click();
    const button = page.getByRole('link', { name: 'Sign in with UNSW' });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dash$/);
    // The token came in the fragment and is gone from the address bar and history.
    expect(new URL(page.url()).hash).toBe('');
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain('student');

    // The session is a real one: a reload stays signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('offers the button on the staff tab but not to clients', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Staff' }).click();
    await expect(page.getByRole('link', { name: 'Sign in with UNSW' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/login?user=staff',
    );
    await page.getByRole('tab', { name: 'Client' }).click();
    await expect(page.getByRole('link', { name: 'Sign in with UNSW' })).toHaveCount(0);
  });

  test('staff have only the button: no password, registration or reset form', async ({
    page,
    ssoWorld,
  }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Staff' }).click();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/register?user=staff');
    await expect(page.getByText('Accounts are made when you first sign in')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in with UNSW' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/forgot-password/staff');
    await expect(page.getByLabel('Email')).toHaveCount(0);

    ssoWorld.provider.claims = { ...person(freshZid()), groups: ['staff'] };
    await page.getByRole('link', { name: 'Sign in with UNSW' }).click();
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('a refused sign-in comes back to /login with its message', async ({ page, ssoWorld }) => {
    ssoWorld.provider.tamper = (payload) => (payload.nonce = 'not-the-one-we-sent');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Staff' }).click();
    await page.getByRole('link', { name: 'Sign in with UNSW' }).click();
    await expect(page).toHaveURL(/\/login\?sso_error=/);
    await expect(page.getByRole('alert')).toContainText('Sign-in failed. Please try again');
    // The tab of the sign-in that failed stays selected.
    await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('/sso/complete without a session says so and leads back to login', async ({ page }) => {
    await page.goto('/sso/complete#access_token=junk&user=admin');
    await expect(page.getByRole('alert')).toContainText('Sign-in failed');
    expect(new URL(page.url()).hash).toBe('');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'BACK TO LOGIN' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
