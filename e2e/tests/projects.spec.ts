import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  codeFromOutbox,
  expectNoAxeViolations,
  fillLogin,
  PASSWORD,
  VERIFY_SUBJECT,
} from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const STUDENT = 'z5000001@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', name: 'Computer Science Project', subcourse: '2025T1' };

const stamp = String(Date.now()).slice(-6);
const client = {
  firstName: 'Rosa',
  lastName: `Tester${stamp}`,
  email: `rosa-${stamp}@example.com`,
  company: `Kelpie Robotics ${stamp}`,
};
const clientName = `${client.firstName} ${client.lastName}`;
// A made-up word only this project's background contains, so search has one right answer.
const marker = `quokkanet${stamp}`;
const projectName = `Wildlife Corridor Mapper ${stamp}`;

/** A new client that has applied to the demo course, through the API (the UI is tested elsewhere). */
async function registerAppliedClient(request: APIRequestContext) {
  const registered = await request.post('/api/client/register', {
    data: {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: '0412345678',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName: client.company,
      companyABN: '12345678901',
      industry: 'Conservation technology',
      location: 'Hobart',
      contactHours: '9:00AM-5:00PM',
    },
  });
  expect(registered.status()).toBe(201);
  const pin = await codeFromOutbox(client.email, { subject: VERIFY_SUBJECT });
  const verified = await request.post('/api/client/verify-email', {
    data: { email: client.email, pin },
  });
  expect(verified.status()).toBe(200);
  const login = await request.post('/api/client/login', {
    data: { email: client.email, password: PASSWORD },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const search = await request.get(`/api/course/search?query=${COURSE.code}`);
  const [course] = (await search.json()) as { id: string }[];
  const applied = await request.put('/api/course/addclient', {
    headers: { authorization: `Bearer ${token}` },
    data: { course_id: course!.id },
  });
  expect(applied.status()).toBe(200);
}

async function loginAs(page: Page, tab: 'Client' | 'Student' | 'Staff', email: string, pw: string) {
  await fillLogin(page, tab, email, pw);
  await expect(page).toHaveURL(/\/dash$/);
}

/** Staff pick the demo offering on My Courses, which makes it the current subcourse. */
async function openDemoAsAdmin(page: Page) {
  await loginAs(page, 'Staff', ADMIN, DEMO_PASSWORD);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\//);
}

async function openMyProjects(page: Page) {
  await loginAs(page, 'Client', client.email, PASSWORD);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.name}` }).click();
  await expect(page).toHaveURL(/\/client\/projects\//);
}

test.describe.serial('projects: from a client proposal to a project students find', () => {
  test.beforeAll(async ({ request }) => {
    await registerAppliedClient(request);
  });

  test('an unverified client sees no project tools', async ({ page }) => {
    await openMyProjects(page);
    await expect(page.getByText('You are not verified yet.')).toBeVisible();
    await expect(
      page.getByText('Please contact the course administration for more information.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'CREATE PROJECT' })).toHaveCount(0);
  });

  test('the course admin verifies the client from the verify queue', async ({ page }) => {
    await openDemoAsAdmin(page);
    await page.goto('/admin/client/verify');
    await page.getByRole('link', { name: clientName }).click();
    await expect(page).toHaveURL(/\/client\/profile\//);
    await expect(page.getByText(client.company).first()).toBeVisible();
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByText('Client verified successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/client\/verify$/);
    await expect(page.getByRole('link', { name: clientName })).toHaveCount(0);
  });

  test('the client saves a draft, then completes and submits it', async ({ page }) => {
    await openMyProjects(page);
    await page.getByRole('button', { name: 'CREATE PROJECT' }).click();
    await expect(page).toHaveURL(/\/client\/project\/create$/);
    await expect(page.getByRole('heading', { name: 'Create New Project' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Project Name' }).fill(projectName);
    await page.getByRole('button', { name: 'SAVE DRAFT' }).click();
    await expect(page.getByText('Project saved as a draft.')).toBeVisible();
    await page.getByRole('link', { name: 'GO TO DASHBOARD' }).click();

    await page.getByRole('tab', { name: /DRAFT/ }).click();
    await page.getByRole('link', { name: `Edit ${projectName}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();

    // Submitting an incomplete project names what is missing and sends nothing.
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Background is required').first()).toBeVisible();

    await page.getByRole('checkbox', { name: /FEB-APR/ }).check();
    await page
      .getByRole('textbox', { name: 'Background' })
      .fill(
        `Rangers track native animals crossing farmland with camera traps (${marker}) and paper maps.`,
      );
    await page
      .getByRole('textbox', { name: 'Project Description' })
      .fill('Build a web map that joins camera-trap sightings into movement corridors.');
    await page
      .getByRole('textbox', { name: 'Required Skills' })
      .fill('TypeScript, geospatial data, PostgreSQL');
    await page
      .getByRole('textbox', { name: 'Outcome' })
      .fill('A deployed map and a report of the busiest corridors.');
    await page.getByRole('textbox', { name: 'Number of Groups' }).fill('2');
    await page.getByRole('textbox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Web Development' }).click();
    await page.getByRole('textbox', { name: 'Product Areas' }).click();
    await page.getByRole('option', { name: 'Data Science' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Project successfully created!')).toBeVisible();

    await page.getByRole('link', { name: 'GO TO DASHBOARD' }).click();
    await page.getByRole('tab', { name: /SUBMITTED/ }).click();
    const row = page.getByRole('listitem').filter({ hasText: projectName });
    await expect(row.getByText('AWAITING APPROVAL')).toBeVisible();
  });

  test('the course admin approves it from the approval queue', async ({ page }) => {
    await openDemoAsAdmin(page);
    await page.goto('/admin/project/approve');
    await page.getByRole('link', { name: projectName }).click();
    await expect(page).toHaveURL(/\/project\/.+\/view$/);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Would you like to approve this project?')).toBeVisible();
    await dialog.getByRole('button', { name: /approve/i }).click();
    await expect(
      page.getByText('Project approved successfully. The client will be notified of this change.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/project\/approve$/);
    await expect(page.getByRole('link', { name: projectName })).toHaveCount(0);
  });

  test('a student finds it by a word of its background and wishlists it', async ({ page }) => {
    await loginAs(page, 'Student', STUDENT, DEMO_PASSWORD);
    await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
    await expect(page).toHaveURL(/\/student\/dashboard\//);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill(marker);
    await page.getByRole('link', { name: new RegExp(projectName) }).click();
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
    const heart = page.getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the client sees it under AVAILABLE', async ({ page }) => {
    await openMyProjects(page);
    await expect(page.getByRole('tab', { name: /AVAILABLE/ }).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = page.getByRole('listitem').filter({ hasText: projectName });
    await expect(row.getByText('AVAILABLE', { exact: true })).toBeVisible();
  });
});

/** Every projects screen, for each role that has it: no axe violations at both widths. */
test.describe('projects screens @phone', () => {
  test('the client screens have no axe violations', async ({ page }) => {
    await loginAs(page, 'Client', 'client@demo.capstone.dev', DEMO_PASSWORD);
    await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.name}` }).click();
    await expect(page).toHaveURL(/\/client\/projects\//);
    await expect(page.getByRole('tab', { name: /ALL/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'CREATE PROJECT' }).click();
    await expect(page.getByRole('textbox', { name: 'Project Name' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/client/profile');
    await expect(page.getByText('Acme Analytics').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the staff screens have no axe violations', async ({ page }) => {
    await openDemoAsAdmin(page);
    for (const [path, heading] of [
      ['/admin/allclients', 'All Clients'],
      ['/admin/allprojects', 'All Projects'],
      ['/admin/client/verify', 'Verify Clients'],
      ['/admin/project/approve', 'Approve Projects'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await page.getByRole('link').filter({ hasText: 'Loyalty Program Churn Insights' }).click();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the student screens have no axe violations', async ({ page }) => {
    await loginAs(page, 'Student', STUDENT, DEMO_PASSWORD);
    await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
    await expect(page.getByRole('searchbox', { name: 'Search projects' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link').filter({ hasText: 'Transaction Fraud Triage Assistant' }).click();
    await expect(page.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
