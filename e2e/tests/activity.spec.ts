import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations, fillLogin, freshZid } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const ADMIN_NAME = 'Alex Admin';
const DEMO_PASSWORD = 'Capstone1';

const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  );
const code = `${letters()}${String(Date.now()).slice(-4)}`;
const subcourseName = 'Audit Term 1';

/**
 * A course of the demo admin's own, made through the API, with two audited actions in its
 * trail: an import of two students and a new course channel.
 */
async function courseWithActivity(request: APIRequestContext) {
  const login = await request.post('/api/staff/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const course = await request.post('/api/staff/course/create', {
    headers,
    data: {
      name: 'Audited Capstone',
      code,
      description: 'A course whose activity the admin reads.',
      termDates: { '1': '16-02-2026 to 30-04-2026' },
    },
  });
  expect(course.status()).toBe(201);
  const sub = await request.post('/api/staff/subcourse/create', {
    headers,
    data: { name: subcourseName, term: 1, year: 2026, code },
  });
  expect(sub.status()).toBe(201);
  const { subcourse_id: subcourseId } = (await sub.json()) as { subcourse_id: string };
  const students = [freshZid(), freshZid()].map((zid) => ({
    firstName: 'Audit',
    lastName: 'Student',
    email: `${zid}@ad.unsw.edu.au`,
    zid,
    tutorial: 'H12A',
  }));
  const imported = await request.post('/api/staff/subcourse/add-students', {
    headers,
    data: { subcourseId, students },
  });
  expect(imported.status()).toBe(200);
  const channel = await request.post(`/api/channels/${subcourseId}/create`, {
    headers,
    data: { category: 'course', channel_type: 'text', name: 'Audit room' },
  });
  expect(channel.status()).toBe(200);
  return { subcourseId };
}

async function openActivity(page: Page) {
  await fillLogin(page, 'Staff', ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${code} ${subcourseName}` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\//);
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
}

const rows = (page: Page) => page.getByRole('table').getByRole('row');

test.describe.serial('the Activity page of a course', () => {
  test.beforeAll(async ({ request }) => {
    await courseWithActivity(request);
  });

  test('shows the trail, filters by action and person, and exports CSV', async ({ page }) => {
    await openActivity(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('cell', { name: 'Imported students' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Created a channel' })).toBeVisible();
    await expect(table.getByRole('cell', { name: ADMIN_NAME }).first()).toBeVisible();
    // The event holds the channel's id; its name is read when the trail is shown.
    await expect(table.getByRole('cell', { name: 'Audit room' })).toBeVisible();
    await expect(table.getByText(/created: 2/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Filter by action, with the keyboard.
    const action = page.getByRole('textbox', { name: 'Action', exact: true });
    await action.focus();
    await action.fill('Created a');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(action).toHaveValue('Created a channel');
    await expect(table.getByRole('cell', { name: 'Imported students' })).toHaveCount(0);
    await expect(table.getByRole('cell', { name: 'Created a channel' })).toBeVisible();
    await expect(rows(page)).toHaveCount(2); // the header and one event

    // And by person: the admin did it; the filter keeps it.
    const person = page.getByRole('textbox', { name: 'Person', exact: true });
    await person.click();
    await page.getByRole('option', { name: ADMIN_NAME, exact: true }).click();
    await expect(person).toHaveValue(ADMIN_NAME);
    await expect(table.getByRole('cell', { name: 'Created a channel' })).toBeVisible();

    // A day range that ends before it starts is refused in the page.
    await page.getByLabel('From', { exact: true }).fill('2026-03-02');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await expect(page.getByText('From must not be after To')).toBeVisible();
    await page.getByRole('button', { name: 'CLEAR FILTERS' }).click();
    await expect(table.getByRole('cell', { name: 'Imported students' })).toBeVisible();

    await action.click();
    await page.getByRole('option', { name: 'Imported students', exact: true }).click();
    await expect(rows(page)).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^all-activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Time,Person,Action,Target,About,Summary,IP address');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${ADMIN_NAME},Imported students,${subcourseName},,`);
    expect(lines[1]).toContain('created: 2; updated: 0; unchanged: 0; errors: 0');
    expect(lines[1]).not.toMatch(/@ad\.unsw\.edu\.au|z\d{7}/);
    await expectNoAxeViolations(page);
  });

  test('a filter that matches nothing says so', async ({ page }) => {
    await openActivity(page);
    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-02');
    await expect(page.getByText('No activity matches these filters.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
