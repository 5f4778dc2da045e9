import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillLogin } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const STUDENT = 'z5000001@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Logs in, opens the demo course and goes to /chat through the top bar's chat button. */
async function openChat(page: Page, tab: 'Staff' | 'Student', email: string) {
  await fillLogin(page, tab, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
}

/** Opens a course channel and waits until its posts are shown and every room is joined. */
async function openCourseChannel(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Channels' })
    .getByRole('region', { name: 'Course Channels' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await settled(page);
  await expect(page.locator('[data-chat-live="true"]')).toBeVisible({ timeout: 15_000 });
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // A drawer that is still sliding in has text at part opacity, which axe reads as low contrast.
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

async function newPost(page: Page, content: string, subject?: string) {
  await page.getByRole('button', { name: 'NEW POST' }).click();
  if (subject) await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Content').fill(content);
  await page.getByRole('button', { name: 'POST', exact: true }).click();
  await expect(page.getByLabel('Content')).toHaveCount(0);
}

const postCard = (page: Page, text: string) =>
  page.getByTestId('post').filter({ hasText: text }).first();

async function twoUsers(browser: Browser) {
  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const studentContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await adminContext.newPage();
  const student = await studentContext.newPage();
  await openChat(admin, 'Staff', ADMIN);
  await openChat(student, 'Student', STUDENT);
  return {
    admin,
    student,
    close: async () => {
      await adminContext.close();
      await studentContext.close();
    },
  };
}

test('two users chat live in the course General channel', async ({ browser }) => {
  const { admin, student, close } = await twoUsers(browser);
  await openCourseChannel(admin, 'General');
  await openCourseChannel(student, 'General');

  const fromAdmin = `Welcome to the course ${Date.now()}`;
  await newPost(admin, fromAdmin, 'Hello');
  await expect(postCard(admin, fromAdmin)).toBeVisible();
  // Arrives over the socket: no reload on the student's side.
  await expect(postCard(student, fromAdmin)).toBeVisible();
  await expect(postCard(student, fromAdmin)).toContainText('Hello');

  const fromStudent = `Thanks, see https://example.com/notes ${Date.now()}`;
  const reply = student
    .getByTestId('post')
    .filter({ hasText: fromAdmin })
    .getByRole('textbox', { name: /^Reply to/ });
  await reply.fill(fromStudent);
  await reply.press('Enter');
  await expect(admin.getByText(fromStudent)).toBeVisible();
  const link = admin.getByRole('link', { name: 'https://example.com/notes' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await close();
});

test('replies collapse beyond the last two and expand again', async ({ page }) => {
  await openChat(page, 'Student', STUDENT);
  await openCourseChannel(page, 'General');
  const content = `Collapse check ${Date.now()}`;
  await newPost(page, content);
  const card = postCard(page, content);
  const box = card.getByRole('textbox', { name: /^Reply to/ });
  for (const n of [1, 2, 3]) {
    await box.fill(`reply number ${n}`);
    await box.press('Enter');
    await expect(card.getByText(`reply number ${n}`)).toBeVisible();
  }
  await expect(card.getByRole('button', { name: 'View 1 older reply' })).toBeVisible();
  await expect(card.getByTestId('reply')).toHaveCount(2);
  await expect(card.getByText('reply number 1')).toHaveCount(0);

  await card.getByRole('button', { name: 'View 1 older reply' }).click();
  await expect(card.getByTestId('reply')).toHaveCount(3);
  await card.getByRole('button', { name: 'Show less' }).click();
  await expect(card.getByTestId('reply')).toHaveCount(2);
});

test('a pinned post shows in the Pinned Posts panel', async ({ page }) => {
  await openChat(page, 'Staff', ADMIN);
  await openCourseChannel(page, 'General');
  const content = `Pin me ${Date.now()}`;
  await newPost(page, content, 'Important');
  const card = postCard(page, content);
  // Reached by keyboard as well as by hover: focus shows the control.
  const pin = card.getByRole('button', { name: 'Pin post' });
  await pin.focus();
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await pin.press('Enter');
  await expect(pin).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Pinned Posts' }).click();
  const panel = page.getByRole('complementary', { name: 'Pinned Posts' });
  await expect(panel.getByTestId('pinned-post').filter({ hasText: content })).toBeVisible();
  await expect(panel.getByText('Important')).toBeVisible();

  await pin.click();
  await expect(pin).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.getByText(content)).toHaveCount(0);
});

test('a student cannot post in Announcements', async ({ page }) => {
  await openChat(page, 'Student', STUDENT);
  await openCourseChannel(page, 'Announcements');
  await expect(page.getByText('Only channel moderators can post in this channel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'NEW POST' })).toBeDisabled();
});

test('the course admin creates a forum channel and filters its posts by category', async ({
  page,
}) => {
  await openChat(page, 'Staff', ADMIN);
  await settled(page);
  await page.getByRole('button', { name: 'Create Channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Channel' });
  await dialog.getByRole('button', { name: 'CREATE' }).click();
  await expect(dialog.getByText('Category is required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Course' }).click();
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Forum' }).click();
  const name = `Questions ${Date.now() % 100_000}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByText('Created channel successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await settled(page);

  // A forum post needs a category.
  await page.getByRole('button', { name: 'NEW POST' }).click();
  await page.getByLabel('Content').fill('When is lab 2 due?');
  await page.getByRole('button', { name: 'POST', exact: true }).click();
  await expect(page.getByText('Category is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Labs' }).click();
  await page.getByRole('button', { name: 'POST', exact: true }).click();
  await expect(postCard(page, 'When is lab 2 due?')).toBeVisible();

  await page.getByRole('button', { name: 'Filter Posts' }).click();
  const filters = page.getByRole('group', { name: 'Post categories' });
  await filters.getByRole('button', { name: 'Lectures' }).click();
  await expect(page.getByText('No posts in this category yet.')).toBeVisible();
  await filters.getByRole('button', { name: 'Labs' }).click();
  await expect(postCard(page, 'When is lab 2 due?')).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Labs' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Choosing the active category again clears the filter.
  await filters.getByRole('button', { name: 'Labs' }).click();
  await expect(filters.getByRole('button', { name: 'Labs' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('/chat has no axe violations at desktop and phone width', async ({ page }) => {
  // Five full axe scans: on a busy machine they alone can take most of the default 30 s.
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await openChat(page, 'Staff', ADMIN);
  await openCourseChannel(page, 'General');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Member List' }).click();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Member List' }).click();

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: /^Channels/ })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Channels/ }).click();
  await expect(page.getByRole('dialog', { name: 'Channels' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Channels' })).toHaveCount(0);

  // Side panels become drawers at phone width.
  await page.getByRole('button', { name: 'Member List' }).click();
  await expect(page.getByRole('dialog', { name: 'Channel Members' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
});
