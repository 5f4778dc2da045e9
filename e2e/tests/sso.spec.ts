import { test as base, expect, type Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { startProductInstance } from './product-instance';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, freshZid } from './support';

const CLIENT_ID = 'capstone-e2e';

/**
 * University sign-in on a product instance of its own, set up with an OpenID
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

/** Every address the tab showed, fragments included. */
function watch(page: Page) {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return { urls };
}

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

    const { urls } = watch(page);
    const exchange = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/auth/session/exchange') && request.method() === 'POST',
    );
    await button.focus();
    await page.keyboard.press('Enter');
    // Two round trips after the provider (the exchange, then the profile).
    await expect(page).toHaveURL(/\/dash$/, { timeout: 15_000 });
    // The page got a one-time code, never a token, and exchanged it with the sign-in's HttpOnly
    // cookie; the fragment is gone from the address bar and history.
    expect(urls.some((url) => /\/sso\/complete#code=[\w-]{43}$/.test(url))).toBe(true);
    expect(urls.join(' ')).not.toMatch(/access_token|eyJ/);
    const exchangeRequest = await exchange;
    expect((await exchangeRequest.allHeaders()).cookie).toMatch(/sso_flow_[\w-]{32}=1/);
    expect((await exchangeRequest.response())?.status()).toBe(200);
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

  test('a refused sign-in comes back to /login with its code, worded by the page', async ({
    page,
    ssoWorld,
  }) => {
    ssoWorld.provider.tamper = (payload) => (payload.nonce = 'not-the-one-we-sent');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Staff' }).click();
    await page.getByRole('link', { name: 'Sign in with UNSW' }).click();
    await expect(page).toHaveURL(/\/login\?sso_error=expired&user=staff$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in expired or was already used. Please try again.',
    );
    // The tab of the sign-in that failed stays selected.
    await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('/sso/complete without a code says so and leads back to login', async ({ page }) => {
    await page.goto('/sso/complete#access_token=junk&user=admin');
    await expect(page.getByRole('alert')).toHaveText('Sign-in did not work. Please try again.');
    expect(new URL(page.url()).hash).toBe('');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'BACK TO LOGIN' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/login?sso_error=<any text> shows the generic sentence, never the text', async ({
    page,
  }) => {
    const spoof = 'Your account is locked. Call +61 400 000 000 to unlock it';
    await page.goto(`/login?${new URLSearchParams({ sso_error: spoof })}`);
    await expect(page.getByRole('alert')).toHaveText('Sign-in did not work. Please try again.');
    await expect(page.getByText('+61 400 000 000')).toHaveCount(0);
    await page.goto('/login?sso_error=not_staff');
    await expect(page.getByRole('alert')).toContainText(
      'Your UNSW account is not a staff account.',
    );
  });
});

const DOMAINS = '@ad.unsw.edu.au or @unsw.edu.au';

/** Presses the university's button on `tab` and waits for the login page's refusal. */
async function refusedSignIn(page: Page, tab: 'Student' | 'Staff') {
  await page.goto('/login');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('link', { name: 'Sign in with UNSW' }).click();
  await expect(page).toHaveURL(/\/login\?sso_error=/);
  return page.getByRole('alert');
}

test.describe('a refused university sign-in says what is wrong and who can fix it', () => {
  test('an account without a university address: the IT service desk, or a password', async ({
    page,
    ssoWorld,
  }) => {
    ssoWorld.provider.claims = { ...person(freshZid()), email: 'grace.hopper@gmail.com' };
    const alert = await refusedSignIn(page, 'Student');
    await expect(alert).toHaveText(
      `Your UNSW account has no ${DOMAINS} email address. Ask your university's IT service desk to add one, or sign in with a password.`,
    );
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('staff, who have no password here, are not offered one', async ({ page, ssoWorld }) => {
    ssoWorld.provider.claims = {
      ...person(freshZid()),
      email: 'grace.hopper@gmail.com',
      groups: ['staff'],
    };
    await expect(await refusedSignIn(page, 'Staff')).toHaveText(
      `Your UNSW account has no ${DOMAINS} email address. Ask your university's IT service desk to add one.`,
    );
  });

  test('someone who is not staff on the Staff tab', async ({ page }) => {
    await expect(await refusedSignIn(page, 'Staff')).toHaveText(
      "Your UNSW account is not a staff account. If you are a student, sign in on the Student tab; if you teach, ask your university's IT service desk to record you as staff.",
    );
    await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a university address that gives no zID, and an id another account holds', async ({
    page,
    ssoWorld,
  }) => {
    ssoWorld.provider.claims = { ...person(freshZid()), email: 'grace.hopper@unsw.edu.au' };
    await expect(await refusedSignIn(page, 'Student')).toHaveText(
      "Your UNSW account did not give Capstone your zID. Ask your university's IT service desk to add it to your account, or sign in with a password.",
    );

    // A first sign-in makes the account; the same zID at the other domain is someone else's.
    const zid = freshZid();
    ssoWorld.provider.claims = person(zid);
    await page.getByRole('tab', { name: 'Student' }).click();
    await page.getByRole('link', { name: 'Sign in with UNSW' }).click();
    await expect(page).toHaveURL(/\/dash$/);
    await page.evaluate(() => window.localStorage.clear());
    ssoWorld.provider.claims = { ...person(zid), sub: `other-${zid}`, email: `${zid}@unsw.edu.au` };
    await expect(await refusedSignIn(page, 'Student')).toHaveText(
      'Another Capstone account already uses your email address or zID. If it is yours, sign in with its password ("Forgot password?" sets one); if not, ask your course staff for help.',
    );
  });
});

test.describe('deleting an account that signs in only with the university', () => {
  test('types DELETE instead of a password it does not have', async ({ page, ssoWorld }) => {
    ssoWorld.provider.claims = person(freshZid());
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Student' }).click();
    await page.getByRole('link', { name: 'Sign in with UNSW' }).click();
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/student/profile');
    await page
      .getByRole('region', { name: 'Your data' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    const confirm = dialog.getByLabel('Type DELETE to confirm');
    await expect(confirm).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await expect(dialog).not.toContainText('password to delete');
    await expectNoAxeViolationsAtBothWidths(page);

    await confirm.fill('delete');
    await dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(dialog.getByText('Type DELETE, in capital letters, to confirm')).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await confirm.fill('DELETE');
    await dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('sign-in finishes in the browser that started it (api.md §21.3)', () => {
  test("a callback URL captured by an attacker signs the victim's browser into nothing", async ({
    page,
    ssoWorld,
  }) => {
    // The attacker signs in at the provider as themselves and stops at the redirect back: the
    // callback URL, never opened in their own browser, is what they send the victim.
    const login = await fetch(`${ssoWorld.url}/api/auth/oidc/login?user=student`, {
      redirect: 'manual',
    });
    expect(login.headers.get('set-cookie')).toMatch(/^sso_flow_/);
    const back = await fetch(login.headers.get('location')!, { redirect: 'manual' });
    const captured = back.headers.get('location')!;
    expect(captured).toContain('/api/auth/oidc/callback?');

    // The victim's browser is sent there (a link, or a redirect from any page).
    await page.goto(captured);
    await expect(page).toHaveURL(/\/login\?sso_error=expired$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in expired or was already used. Please try again.',
    );
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).not.toContain('token');
  });

  test('a hand-over code carried into another browser does not sign it in', async ({
    page,
    browser,
    ssoWorld,
  }) => {
    // The attacker's own sign-in reaches /sso/complete#code=…; their page's exchange is stopped.
    const attacker = await browser.newContext({ baseURL: ssoWorld.url });
    const attackerPage = await attacker.newPage();
    let code = '';
    await attackerPage.route('**/api/auth/session/exchange', async (route) => {
      code = (route.request().postDataJSON() as { code: string }).code;
      await route.abort();
    });
    await attackerPage.goto('/api/auth/oidc/login?user=student');
    await expect.poll(() => code).toMatch(/^[\w-]{43}$/);
    await attacker.close();

    await page.goto(`/sso/complete#code=${code}`);
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in expired or was already used. Please try again',
    );
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('link', { name: 'BACK TO LOGIN' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
