import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startProductInstance } from './product-instance';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { expectNoAxeViolations, fillLogin, freshZid } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };
const REGISTRATION = 'Capstone Management System Registration';

/**
 * This spec runs on a product instance of its own that sends real SMTP to a local sink which can
 * refuse a mailbox; the shared instance writes mails to files and never fails. `baseURL` and the
 * `request` fixture point at that instance.
 */
const test = base.extend<object, { mailWorld: { sink: SmtpSink; url: string } }>({
  mailWorld: [
    // Playwright reads what a fixture needs from this pattern; this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sink = await startSmtpSink();
      const product = await startProductInstance({ SMTP_URL: sink.url });
      await use({ sink, url: product.url });
      await product.close();
      await sink.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ mailWorld }, use) => use(mailWorld.url),
});

interface Member {
  email: string;
  access_email: { status: 'sent' | 'pending' | 'failed' | 'unrecorded'; at: string | null } | null;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/staff/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return bearer(((await response.json()) as { access_token: string }).access_token);
}

async function demoSubcourseId(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/staff/subcourse/all', { headers });
  const subcourses = (await response.json()) as { id: string; code: string; name: string }[];
  return subcourses.find((s) => s.code === COURSE.code && s.name === COURSE.subcourse)!.id;
}

/** The access-code state the Members table gets for `email`, read through the API. */
async function accessState(
  request: APIRequestContext,
  headers: Record<string, string>,
  subcourseId: string,
  email: string,
) {
  const response = await request.get(`/api/admin/subcourse/members/${subcourseId}`, { headers });
  const members = (await response.json()) as Member[];
  return members.find((m) => m.email === email)?.access_email?.status ?? null;
}

/** A new student of the demo offering, imported through the API as a course admin would. */
async function importStudent(
  request: APIRequestContext,
  headers: Record<string, string>,
  subcourseId: string,
  student: { firstName: string; lastName: string; email: string; zid: string },
) {
  const imported = await request.post('/api/staff/subcourse/add-students', {
    headers,
    data: { subcourseId, students: [{ ...student, tutorial: 'H12A' }] },
  });
  expect(await imported.json()).toMatchObject({ created: 1, errors: [] });
}

async function openMembers(page: Page) {
  await fillLogin(page, 'Staff', ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\//);
  await page.goto('/admin/allstudents');
  await expect(page.getByRole('heading', { name: 'All Members' })).toBeVisible();
}

test('the Members table shows a failed access-code email and resends it', async ({
  page,
  request,
  mailWorld,
}) => {
  test.setTimeout(150_000);
  const { sink } = mailWorld;
  const headers = await adminHeaders(request);
  const subcourseId = await demoSubcourseId(request, headers);
  const zid = freshZid();
  const email = `${zid}@ad.unsw.edu.au`;
  const name = 'Rita Resend';

  // The student's mail server refuses the mailbox for good: SMTP answers 550.
  sink.refuse(email);
  await importStudent(request, headers, subcourseId, {
    firstName: 'Rita',
    lastName: 'Resend',
    email,
    zid,
  });
  // A permanent refusal marks the outbox row failed at the first try, without retries. The
  // fresh instance may still be sending its demo data's mails ahead of this one.
  await expect
    .poll(() => accessState(request, headers, subcourseId, email), { timeout: 60_000 })
    .toBe('failed');
  expect(sink.mails(email)).toEqual([]);

  await openMembers(page);
  await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Email failed', { exact: true })).toBeVisible();
  // The raw id is kept for support (searched, exported) but takes no column.
  await expect(page.getByRole('columnheader', { name: 'id', exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Sign-in' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The student fixes the mailbox; staff resend: a new code, mailed this time.
  sink.accept(email);
  await row.getByRole('button', { name: `Resend access code to ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Access code sent' })).toBeVisible();
  await expect(row.getByText('Access code sent', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(row.getByText('Email failed', { exact: true })).toHaveCount(0);

  const mails = sink.mails(email).filter((mail) => mail.subject === REGISTRATION);
  expect(mails).toHaveLength(1);
  const code = /Your code is (\d{6})/.exec(mails[0]!.text)?.[1];
  expect(code).toBeTruthy();
  const verified = await request.post('/api/student/verify-pin', { data: { email, pin: code } });
  expect(verified.status()).toBe(200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('each member is a card with how they sign in and the actions, without sideways scrolling', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const subcourseId = await demoSubcourseId(request, headers);
    const zid = freshZid();
    const email = `${zid}@ad.unsw.edu.au`;
    const name = 'Phoebe Phone';
    await importStudent(request, headers, subcourseId, {
      firstName: 'Phoebe',
      lastName: 'Phone',
      email,
      zid,
    });

    await openMembers(page);
    await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
    const card = page
      .getByRole('list', { name: 'All Members' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    // Everything a course admin needs of the row is on screen: no inner sideways scroll.
    for (const part of [
      card.getByRole('link', { name }),
      card.getByText('student', { exact: true }),
      card.getByText('Tutorial H12A'),
      card.getByRole('button', { name: `Resend access code to ${name}` }),
      card.getByRole('button', { name: `Remove ${name} from course` }),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
