import { expect, test, type Page } from '@playwright/test';
import {
  codeFromOutbox,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  fillLogin,
  freshZid,
  logout,
  outboxCount,
  PASSWORD,
  VERIFY_SUBJECT,
} from './support';

async function registerUniversityAccount(page: Page, role: 'student' | 'staff', zid: string) {
  await page.goto(`/register?user=${role}`);
  await page.getByLabel('First name').fill('  Ada   Maria ');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(`${zid}@ad.unsw.edu.au`);
  await page.getByLabel('zID').fill(zid);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expectCheckEmailPage(page, role, `${zid}@ad.unsw.edu.au`);
}

/** After registering: the "check your email" page (the new account is not verified yet). */
async function expectCheckEmailPage(page: Page, role: string, email: string) {
  await expect(page).toHaveURL(`/verify-email/${role}/${encodeURIComponent(email)}`);
  await expect(page.getByText('Your account has been created!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
}

/** Enters the emailed code on the verify page and lands on /login with the email filled in. */
async function verifyEmailFromOutbox(page: Page, email: string) {
  const code = await codeFromOutbox(email, { subject: VERIFY_SUBJECT });
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'VERIFY', exact: true }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
}

test.describe('accounts end to end', () => {
  for (const [role, tab] of [
    ['student', 'Student'],
    ['staff', 'Staff'],
  ] as const) {
    test(`a ${role} registers, verifies the email, logs in, reaches /dash and logs out`, async ({
      page,
    }) => {
      const zid = freshZid();
      await registerUniversityAccount(page, role, zid);
      await verifyEmailFromOutbox(page, `${zid}@ad.unsw.edu.au`);
      await fillLogin(page, tab, `${zid}@ad.unsw.edu.au`, PASSWORD);
      await expect(page).toHaveURL(/\/dash$/);
      await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
      await expect(page.getByTestId('nav-heading')).toHaveText('DASHBOARD');
      await expect(page.getByTestId('courses-empty')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBe(role);
      await logout(page);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await page.goto('/dash');
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a client registers in three steps, fixing a bad ABN on the way', async ({ page }) => {
    const email = `client-${freshZid()}@example.com`;
    await page.goto('/register?user=client');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Different1');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await page.getByLabel('Company name').fill('Compilers Pty Ltd');
    await page.getByLabel('Company ABN/ACN').fill('123');
    await page.getByLabel('Industry').fill('Software');
    await page.getByLabel('Location').fill('Sydney');
    await page.getByLabel('Contact hours').fill('9:00AM-5:00PM');
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page.getByText('Company ABN should have 11 digits.')).toBeVisible();
    await page.getByLabel('Company ABN/ACN').fill('12345678901');
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expectCheckEmailPage(page, 'client', email);
    await verifyEmailFromOutbox(page, email);

    await fillLogin(page, 'Client', email, PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await logout(page);
  });

  test('logging in before verifying offers the code page; a wrong code, a resend, then in', async ({
    page,
  }) => {
    const zid = freshZid();
    const email = `${zid}@ad.unsw.edu.au`;
    await registerUniversityAccount(page, 'student', zid);
    await expectNoAxeViolations(page);
    const first = await codeFromOutbox(email, { subject: VERIFY_SUBJECT });

    await fillLogin(page, 'Student', email, PASSWORD);
    const alert = page.getByRole('alert').filter({ hasText: 'Please verify your email first' });
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/login$/);
    await alert.getByRole('link', { name: 'VERIFY EMAIL' }).click();
    await expect(page).toHaveURL(`/verify-email/student/${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();

    await page
      .getByRole('textbox', { name: 'Code', exact: true })
      .fill(String((Number(first) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'VERIFY', exact: true }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    const sent = outboxCount(email, VERIFY_SUBJECT);
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('Only the newest code works.')).toBeVisible();
    const fresh = await codeFromOutbox(email, { subject: VERIFY_SUBJECT, after: sent });
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'VERIFY', exact: true }).click();
    await expect(page.getByText('Email verified successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('registering an email twice shows "Email already in use"', async ({ page }) => {
    const zid = freshZid();
    await registerUniversityAccount(page, 'student', zid);
    await page.goto('/register?user=student');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email').fill(`${zid}@ad.unsw.edu.au`);
    await page.getByLabel('zID').fill(zid);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page.getByText('Email already in use')).toBeVisible();
  });

  test('a wrong password shows the spec toast and clears the password', async ({ page }) => {
    await fillLogin(page, 'Student', 'z5000001@ad.unsw.edu.au', 'Wrong12345');
    await expect(page.getByText('Email or password is incorrect')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('login trims the email on every keystroke and checks the UNSW domain', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('  someone@gmail.com ');
    await expect(page.getByLabel('Email')).toHaveValue('someone@gmail.com');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('Email must be UNSW email')).toBeVisible();
  });

  test('the demo accounts seeded on first start can log in', async ({ page }) => {
    await fillLogin(page, 'Staff', 'z3000002@ad.unsw.edu.au', 'Capstone1');
    await expect(page).toHaveURL(/\/dash$/);
    await logout(page);
    await fillLogin(page, 'Client', 'client@demo.capstone.dev', 'Capstone1');
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('forgot password: code from the outbox (a wrong one, a new one), new password twice, log in with it', async ({
    page,
  }) => {
    // Registration, three codes, axe twice and two logins: more than 30 s on a loaded machine.
    test.slow();
    const zid = freshZid();
    const email = `${zid}@ad.unsw.edu.au`;
    await registerUniversityAccount(page, 'student', zid);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/student$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page).toHaveURL(`/reset-password/verify/student/${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'Enter Access Code' })).toBeVisible();

    const pin = await codeFromOutbox(email);
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    const codeField = page.getByRole('textbox', { name: 'Code', exact: true });
    await codeField.fill('12ab');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByText('Enter the 6 digits of the code from the email')).toBeVisible();
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByText('That code is not right.')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolationsAtBothWidths(page);

    // A new code replaces the first one, and the page says so.
    const sent = outboxCount(email);
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByText('Only the newest code works.')).toBeVisible();
    const fresh = await codeFromOutbox(email, { after: sent });
    // The replaced code is now just a wrong one; the message points at the newest email.
    await codeField.fill(pin);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByText('Check the newest email from us')).toBeVisible();
    await codeField.fill(fresh);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    // The verified PIN lives in memory only: a reload asks for it again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Enter Access Code' })).toBeVisible();
    expect(page.url()).not.toContain(fresh);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Fresh1234');
    await page.getByLabel('Confirm new password').fill('Fresh12345');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByLabel('Confirm new password').fill('Fresh1234');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByText('Password reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The email carries over to the login form.
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await fillLogin(page, 'Student', email, PASSWORD);
    await expect(page.getByText('Email or password is incorrect')).toBeVisible();
    await fillLogin(page, 'Student', email, 'Fresh1234');
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('forgot password for an unknown email says so', async ({ page }) => {
    await page.goto('/forgot-password/client');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByText('Email not found. Please try again.')).toBeVisible();
  });

  test('routing rules: logged out goes to /, logged in skips /login', async ({ page }) => {
    await page.goto('/dash');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/dashboard/anything');
    await expect(page).toHaveURL(/\/$/);
    await fillLogin(page, 'Student', 'z5000001@ad.unsw.edu.au', 'Capstone1');
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/register?user=client');
    await expect(page).toHaveURL(/\/dash$/);
  });
});
