import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fillLogin, logout } from './support';

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
  ['privacy notice', '/privacy', 'Privacy notice'],
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

  test('open tooltips, dropdowns and toasts stay inside a landmark', async ({ page }) => {
    // Two logins and three full axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const popups = page.getByRole('region', { name: 'Pop-ups' });
    // A tooltip, portalled by Mantine: rendered in the labelled pop-up region.
    await fillLogin(page, 'Staff', 'z3000002@ad.unsw.edu.au', 'Capstone1');
    await expect(page).toHaveURL(/\/dash$/);
    await page.getByRole('button', { name: 'Open COMP3900 2025T1' }).click();
    await page.getByRole('button', { name: 'Home' }).hover();
    await expect(popups.getByRole('tooltip', { name: 'Home' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A select's option list, portalled too, opened inside a dialog.
    await page.getByRole('button', { name: 'Chat', exact: true }).click();
    // At phone width the channel list, with its create button, is in a drawer.
    if (test.info().project.name === 'phone') {
      await page.getByRole('button', { name: /^Channels/ }).click();
    }
    await page.getByRole('button', { name: 'Create Channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Channel' });
    await dialog.getByRole('textbox', { name: 'Category' }).click();
    await expect(popups.getByRole('option', { name: 'Course' })).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await expectNoAxeViolations(page);
    await page.goto('/dash');

    // A toast (react-hot-toast): each one is a polite live region of its own.
    await logout(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'You have signed out.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the course's Activity page and the profile's Your data card have no axe violations", async ({
    page,
  }) => {
    await fillLogin(page, 'Staff', 'z3000002@ad.unsw.edu.au', 'Capstone1');
    await expect(page).toHaveURL(/\/dash$/);
    await page.getByRole('button', { name: 'Open COMP3900 2025T1' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\//);
    await page.goto('/admin/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await fillLogin(page, 'Student', 'z5000001@ad.unsw.edu.au', 'Capstone1');
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/student/profile');
    await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
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
