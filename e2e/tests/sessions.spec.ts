import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  codeFromOutbox,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  fillLogin,
  freshZid,
  logout,
  outboxMails,
  PASSWORD,
  VERIFY_SUBJECT,
} from './support';

const DEMO_STAFF = 'z3000002@ad.unsw.edu.au';
const DEMO_STUDENT = 'z5000001@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';

/** The stored session of the page (the localStorage keys the web keeps it under). */
async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    id: localStorage.getItem('id'),
  }));
}

const withToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A new client account that can log in, its email verified with the mailed code. */
async function newClient(request: APIRequestContext) {
  const email = `client-${freshZid()}@example.com`;
  const registered = await request.post('/api/client/register', {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      phone: '0412345678',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName: 'Compilers Pty Ltd',
      companyABN: '12345678901',
      industry: 'Software',
      location: 'Sydney',
      contactHours: '9:00AM-5:00PM',
    },
  });
  expect(registered.status()).toBe(201);
  const pin = await codeFromOutbox(email, { subject: VERIFY_SUBJECT });
  const verified = await request.post('/api/client/verify-email', { data: { email, pin } });
  expect(verified.status()).toBe(200);
  return email;
}

test.describe('sessions', () => {
  test('logging out ends the token on the server, not just in the browser', async ({ page }) => {
    await fillLogin(page, 'Staff', DEMO_STAFF, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    const { token, user, id } = await storedSession(page);
    expect(token).toBeTruthy();
    const details = `/api/${user}/details/${id}`;
    expect((await page.request.get(details, withToken(token!))).status()).toBe(200);

    await logout(page);
    expect((await storedSession(page)).token).toBeNull();
    const stale = await page.request.get(details, withToken(token!));
    expect(stale.status()).toBe(401);
    expect(await stale.json()).toEqual({ Error: 'Invalid or expired token' });
  });

  test('a chat whose session ends elsewhere asks to sign in again and comes back', async ({
    page,
  }) => {
    await fillLogin(page, 'Student', DEMO_STUDENT, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.getByRole('button', { name: 'Open COMP3900 2025T1' }).click();
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.locator('[data-chat-live="true"]')).toBeVisible({ timeout: 15_000 });
    const { token } = await storedSession(page);
    // Logged out from somewhere else (another tab): the open socket is closed by the server.
    const out = await page.request.post('/api/student/logout', withToken(token!));
    expect(out.status()).toBe(200);
    await expect(page).toHaveURL('/login?session=ended&next=%2Fchat', { timeout: 10_000 });
    await expect(page.getByText('Your session ended, sign in again.')).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('tab', { name: 'Student' }).click();
    await page.getByLabel('Email').fill(DEMO_STUDENT);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('the menu says who is signed in, and signing out says so @phone', async ({ page }) => {
    await fillLogin(page, 'Student', DEMO_STUDENT, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Signed in as')).toBeVisible();
    await expect(menu.getByText(DEMO_STUDENT)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await logout(page);
    await expect(page.getByText('You have signed out.')).toBeVisible();
    // Someone who never had a session here still lands on the start page.
    await page.goto('/student/profile');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a client changes its email only with its current password', async ({ page }) => {
    const email = await newClient(page.request);
    await fillLogin(page, 'Client', email, PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/client/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Current password')).toHaveCount(0);

    const newEmail = `moved-${freshZid()}@example.com`;
    await form.getByLabel('Email').fill(newEmail);
    await expect(form.getByLabel('Current password')).toBeVisible();
    await form.getByLabel('Current password').fill('Wrong-passw0rd');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Current password is incorrect')).toBeVisible();

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    await expect.poll(() => outboxMails(email, 'Your Email Was Changed').length).toBe(1);
    expect(outboxMails(email, 'Your Email Was Changed')[0]!.text).toContain(newEmail);
  });
});
