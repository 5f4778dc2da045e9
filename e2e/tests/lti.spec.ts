import { test as base, expect } from '@playwright/test';
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductInstance } from './product-instance';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, freshZid } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
/** The demo student, enrolled in the demo course; the demo accounts' password. */
const STUDENT = 'z5000001@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };
const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const ROLE = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
};
const CLIENT_ID = 'e2e-client';
const DEPLOYMENT = 'e2e-deployment';

/** Who the platform launches: the test puts it in `login_hint`, as an LMS puts its user id. */
interface Person {
  sub: string;
  email: string;
  roles: string[];
  contextId: string;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * A tiny LTI 1.3 platform served from the test process: its key set, and an authorization
 * endpoint that answers the tool's login redirect with the page every LMS answers with, a form
 * that posts the signed id_token and the state to the tool's launch URL.
 */
class TestPlatform {
  private server!: Server;
  private key!: KeyObject;
  private jwk!: Record<string, unknown>;
  origin = '';
  /** The members every course's class list answers with (NRPS). */
  classList: Record<string, unknown>[] = [];

  async start() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.key = privateKey;
    this.jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.origin);
      if (url.pathname === '/jwks') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ keys: [this.jwk] }));
        return;
      }
      // Names and Role Provisioning: any client assertion gets a token, and every course's
      // class list is `classList`.
      if (url.pathname === '/token' && request.method === 'POST') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ access_token: 'e2e-nrps-token', expires_in: 3600 }));
        return;
      }
      if (url.pathname.startsWith('/memberships/')) {
        response.writeHead(200, {
          'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        });
        response.end(JSON.stringify({ id: url.href, members: this.classList }));
        return;
      }
      if (url.pathname === '/auth') {
        const person = JSON.parse(
          Buffer.from(url.searchParams.get('login_hint') ?? '', 'base64url').toString(),
        ) as Person;
        const token = this.idToken(person, url.searchParams.get('nonce') ?? '');
        const redirect = url.searchParams.get('redirect_uri') ?? '';
        const state = url.searchParams.get('state') ?? '';
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<!doctype html><html lang="en"><title>LMS</title><body>
          <form method="post" action="${redirect}">
            <input type="hidden" name="id_token" value="${token}">
            <input type="hidden" name="state" value="${state}">
          </form><script>document.forms[0].submit()</script></body></html>`);
        return;
      }
      response.writeHead(404);
      response.end();
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise((resolve) => this.server.close(resolve));
  }

  registrationFile() {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'capstone-e2e-lti-')), 'lti.json');
    writeFileSync(
      file,
      JSON.stringify([
        {
          issuer: this.origin,
          client_id: CLIENT_ID,
          auth_login_url: `${this.origin}/auth`,
          auth_token_url: `${this.origin}/token`,
          key_set_url: `${this.origin}/jwks`,
          deployment_ids: [DEPLOYMENT],
        },
      ]),
    );
    return file;
  }

  private idToken(person: Person, nonce: string) {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' }));
    const payload = b64url(
      JSON.stringify({
        iss: this.origin,
        aud: CLIENT_ID,
        sub: person.sub,
        iat: now,
        exp: now + 300,
        nonce,
        email: person.email,
        given_name: 'Lin',
        family_name: 'Launch',
        [`${LTI}/message_type`]: 'LtiResourceLinkRequest',
        [`${LTI}/version`]: '1.3.0',
        [`${LTI}/deployment_id`]: DEPLOYMENT,
        [`${LTI}/resource_link`]: { id: 'link-1' },
        [`${LTI}/roles`]: person.roles,
        [`${LTI}/context`]: {
          id: person.contextId,
          label: 'COMP3900',
          title: 'Capstone in Canvas',
        },
        'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice': {
          context_memberships_url: `${this.origin}/memberships/${encodeURIComponent(person.contextId)}`,
          service_versions: ['2.0'],
        },
      }),
    );
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), this.key);
    return `${header}.${payload}.${b64url(signature)}`;
  }
}

const test = base.extend<object, { ltiWorld: { url: string } }>({
  ltiWorld: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const platform = new TestPlatform();
      await platform.start();
      const product = await startProductInstance({ LTI_PLATFORMS: platform.registrationFile() });
      platformOrigin = platform.origin;
      testPlatform = platform;
      await use({ url: product.url });
      await product.close();
      await platform.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ ltiWorld }, use) => use(ltiWorld.url),
});
let platformOrigin = '';
let testPlatform: TestPlatform;

/** What the LMS does when a person clicks the tool: the third-party-initiated login. */
function loginUrl(baseURL: string, person: Person) {
  const query = new URLSearchParams({
    iss: platformOrigin,
    client_id: CLIENT_ID,
    login_hint: b64url(JSON.stringify(person)),
    target_link_uri: `${baseURL}/api/lti/launch`,
  });
  return `${baseURL}/api/lti/login?${query.toString()}`;
}

const contextId = `canvas-${createHash('sha1').update(randomUUID()).digest('hex').slice(0, 12)}`;

test.describe.configure({ mode: 'serial' });

test('the instructor confirms their password, links the LMS course to a subcourse and lands in it', async ({
  page,
  baseURL,
}) => {
  await page.goto(
    loginUrl(baseURL!, { sub: 'teacher-1', email: ADMIN, roles: [ROLE.instructor], contextId }),
  );
  // The demo course admin has a password, so the LMS's email alone opens nothing.
  await expect(page.getByRole('heading', { name: 'Link your LMS account' })).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/lti/complete`); // the fragment (and its reference) left
  await expect(page.getByText('An account with your email already exists')).toBeVisible();
  await expectNoAxeViolations(page);
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByRole('button', { name: 'CONFIRM' });
  await confirm.click();
  await expect(page.getByText('Enter the password of your Capstone account.')).toBeVisible();
  await password.fill('Wrong-password-1');
  await confirm.click();
  await expect(page.getByText('Password is incorrect.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Password is incorrect.');
  await expectNoAxeViolations(page);
  // By keyboard: the field, then Enter.
  await password.focus();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Link your LMS course' })).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/lti/complete`);
  await expect(page.getByText('Capstone in Canvas')).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('radio', { name: new RegExp(COURSE.code) })
    .first()
    .check();
  await page.getByRole('button', { name: 'LINK COURSE' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\//);
  await expect(page.getByRole('heading', { name: 'Course Dashboard' })).toBeVisible();
});

test('a learner launched from the LMS lands on the course', async ({ page, baseURL }) => {
  const zid = freshZid();
  // The launch hands over a one-time code, which the page exchanges with the launch's cookie;
  // no token is ever in an address.
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  const exchange = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/auth/session/exchange') && request.method() === 'POST',
  );
  await page.goto(
    loginUrl(baseURL!, {
      sub: `student-${zid}`,
      email: `${zid}@ad.unsw.edu.au`,
      roles: [ROLE.learner],
      contextId,
    }),
  );
  await expect(page).toHaveURL(/\/student\/dashboard\//);
  expect(urls.some((url) => /\/lti\/complete#code=[\w-]{43}&subcourse=/.test(url))).toBe(true);
  // The product's own addresses (the test platform's login_hint is base64 JSON, `eyJ…` too).
  const ours = urls.filter((url) => url.startsWith(baseURL!));
  expect(ours.join(' ')).not.toMatch(/access_token|eyJ/);
  const exchangeRequest = await exchange;
  expect((await exchangeRequest.allHeaders()).cookie).toMatch(/lti_state_[\w-]{32}=1/);
  expect((await exchangeRequest.response())?.status()).toBe(200);
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).toContain('student');
});

test('a sync from the LMS names each member it left out', async ({ page, baseURL }) => {
  testPlatform.classList = [
    {
      user_id: 'pat-personal',
      roles: [ROLE.learner],
      status: 'Active',
      name: 'Pat Personal',
      email: 'pat@gmail.com',
    },
  ];
  // The instructor linked this course in the first test: their launch opens it at once.
  await page.goto(
    loginUrl(baseURL!, { sub: 'teacher-1', email: ADMIN, roles: [ROLE.instructor], contextId }),
  );
  await expect(page).toHaveURL(/\/admin\/dashboard\//);
  await page.goto('/admin/allstudents');
  await page.getByRole('button', { name: 'SYNC FROM LMS' }).click();
  const result = page.getByRole('status', { name: 'Synced from Capstone in Canvas' });
  const table = result.getByRole('table', { name: 'Members who were not synced' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Reason']);
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Pat Personal',
    'pat@gmail.com',
    'The LMS email address is not a university address (@ad.unsw.edu.au or @unsw.edu.au)',
  ]);
  await expect(table).not.toContainText('Line');
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a learner whose LMS address is not a university one reads what to fix and who fixes it', async ({
  page,
  baseURL,
}) => {
  await page.goto(
    loginUrl(baseURL!, {
      sub: `student-personal-${freshZid()}`,
      email: 'pat@gmail.com',
      roles: [ROLE.learner],
      contextId,
    }),
  );
  await expect(page.getByRole('heading', { name: 'Could not open the course' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'The email address your LMS has for you is not a university address (@ad.unsw.edu.au or @unsw.edu.au). Ask your teacher or the LMS administrator to use your university email address in the LMS, then open Capstone from your course again.',
  );
  await expect(page.getByText('You can close this tab and go back to your course.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'GO TO CAPSTONE' })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole('link', { name: 'LOG IN TO CAPSTONE' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a student with a password confirms it once, then lands on the course', async ({
  page,
  baseURL,
}) => {
  const person = { sub: 'student-demo', email: STUDENT, roles: [ROLE.learner], contextId };
  await page.goto(loginUrl(baseURL!, person));
  await expect(page.getByRole('heading', { name: 'Link your LMS account' })).toBeVisible();
  expect(page.url()).not.toContain('confirm=');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard\//);
  // Linked for good: the next launch signs in at once.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(loginUrl(baseURL!, person));
  await expect(page).toHaveURL(/\/student\/dashboard\//);
});

test('a reference that is no longer valid asks to open Capstone from the course again', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/lti/complete#confirm=no-such-reference`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Link expired. Open Capstone from your course again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'CONFIRM' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a learner from a course nobody linked reads why', async ({ page, baseURL }) => {
  const zid = freshZid();
  await page.goto(
    loginUrl(baseURL!, {
      sub: `student-${zid}`,
      email: `${zid}@ad.unsw.edu.au`,
      roles: [ROLE.learner],
      contextId: `${contextId}-unlinked`,
    }),
  );
  await expect(page.getByText('Your teacher has not set this course up yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Could not open the course' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/lti/complete#error=<any text> shows the generic sentence, never the text', async ({
  page,
}) => {
  const spoof = 'Your licence has expired. Pay at https://evil.example to continue';
  await page.goto(`/lti/complete#${new URLSearchParams({ error: spoof })}`);
  await expect(page.getByRole('status')).toHaveText('Sign-in did not work. Please try again.');
  await expect(page.getByText('evil.example')).toHaveCount(0);
});

test('a hand-over code without the launch cookie opens nothing and says so', async ({ page }) => {
  await page.goto('/lti/complete#code=Xq3v8b0J2mY9kR7tLw1cZp5sNf4hGd6eA0uIo2yTb_-&subcourse=');
  await expect(page.getByRole('alert')).toHaveText(
    'Sign-in expired or was already used. Please try again',
  );
  expect(new URL(page.url()).hash).toBe('');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'BACK TO LOGIN' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
