import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fillLogin } from './support';

const publicScreens = [
  ['landing', '/', 'Find your project 👋'],
  ['login', '/login', 'Login'],
  ['register (student)', '/register?user=student', 'Register'],
  ['register (client)', '/register?user=client', 'Register'],
  ['forgot password', '/forgot-password/student', 'Forgot password'],
  [
    'reset verify',
    `/reset-password/verify/student/${encodeURIComponent('z1@ad.unsw.edu.au')}`,
    'Enter Access Code',
  ],
  [
    'verify email',
    `/verify-email/student/${encodeURIComponent('z1@ad.unsw.edu.au')}`,
    'Verify Your Email',
  ],
] as const;

test.describe('accessibility @phone', () => {
  for (const [name, url, heading] of publicScreens) {
    test(`${name} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the dashboard shell and its menu have no axe violations', async ({ page }) => {
    await fillLogin(page, 'Student', 'z5000001@ad.unsw.edu.au', 'Capstone1');
    await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the not-found page has no axe violations', async ({ page }) => {
    await fillLogin(page, 'Student', 'z5000001@ad.unsw.edu.au', 'Capstone1');
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('login works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Student' }).focus();
  await page.keyboard.press('ArrowRight'); // Student → Staff
  await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').focus();
  await page.keyboard.type('z3000001@ad.unsw.edu.au');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Capstone1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dash$/);
  expect(await page.evaluate(() => localStorage.getItem('tutor'))).toBe('true');
});
