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
const IMPORTED = 'Imported 2 students';
const CHANNEL = /^Created the course channel Audit room with \d+ members?$/;
/** The page's one date format, with the zone: `27/11/2026 04:30 PM AEDT`. */
const TIMESTAMP = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM) \S+$/;

/** The day as the page and its filters write it, and as its CSV's file name does. */
const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` };
};

test.describe.serial('the Activity page of a course', () => {
  test.beforeAll(async ({ request }) => {
    await courseWithActivity(request);
  });

  test('reads one sentence per event, with one date format and the whole IP address', async ({
    page,
  }) => {
    await openActivity(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('cell', { name: IMPORTED, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: CHANNEL })).toBeVisible();
    await expect(table.getByRole('cell', { name: ADMIN_NAME }).first()).toBeVisible();
    // No machine text: no counts as key/value pairs, no JSON, no internal references.
    await expect(page.getByRole('main')).not.toContainText(/created: \d|\{"|context_ref/);
    for (const header of ['Target', 'About', 'Summary']) {
      await expect(table.getByRole('columnheader', { name: header })).toHaveCount(0);
    }
    // Every time in the same format with its zone, which the page names.
    const times = table.locator('time');
    await expect(times.first()).toHaveText(TIMESTAMP);
    for (const text of await times.allTextContents()) expect(text).toMatch(TIMESTAMP);
    await expect(page.getByText(/^Days and times are in \S+/)).toBeVisible();
    // At desktop width every column fits: the IP address is not cut off behind a scroll.
    const region = page.getByRole('region', { name: 'All Activity: table, scrolls' });
    const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expect(table.getByRole('columnheader', { name: 'IP address' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('keeps the filters and the search in the address, through a reload', async ({ page }) => {
    await openActivity(page);
    const table = page.getByRole('table');
    // Filter by action, with the keyboard.
    const action = page.getByRole('textbox', { name: 'Action', exact: true });
    await action.focus();
    await action.fill('Created a');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(action).toHaveValue('Created a channel');
    await expect(rows(page)).toHaveCount(2); // the header and one event
    await expect(page).toHaveURL(/[?&]action=chat\.channel_create/);

    // And by person: the admin did it.
    const person = page.getByRole('textbox', { name: 'Person', exact: true });
    await person.click();
    await page.getByRole('option', { name: ADMIN_NAME, exact: true }).click();
    await expect(page).toHaveURL(/[?&]person=/);

    // A reload, or the link shared, shows the same.
    await page.reload();
    await expect(action).toHaveValue('Created a channel');
    await expect(person).toHaveValue(ADMIN_NAME);
    await expect(table.getByRole('cell', { name: CHANNEL })).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    // Days are typed as the page writes them; a wrong one or a range that ends first is said.
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    const to = page.getByRole('textbox', { name: 'To', exact: true });
    await from.fill('31/02/2026');
    await to.focus();
    await expect(page.getByText('Enter the From day as dd/mm/yyyy, e.g. 27/11/2026')).toBeVisible();
    await from.fill('02/03/2026');
    await to.fill('01/03/2026');
    await expect(page.getByText('Choose a From date on or before the To date')).toBeVisible();
    await expect(page).toHaveURL(/[?&]from=2026-03-02/);
    await page.getByRole('button', { name: 'CLEAR FILTERS' }).click();
    await expect(from).toHaveValue('');
    await expect(table.getByRole('cell', { name: IMPORTED, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/activity$/);

    // One search box, with the filters; it is kept in the address too.
    await expect(page.getByRole('searchbox')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Audit room');
    await expect(rows(page)).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]search=Audit\+room/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('Audit room');
    await expect(table.getByRole('cell', { name: CHANNEL })).toBeVisible();
    await expect(table.getByRole('cell', { name: IMPORTED, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('exports the rows shown as CSV named after the offering, with the sentence', async ({
    page,
  }) => {
    await openActivity(page);
    const action = page.getByRole('textbox', { name: 'Action', exact: true });
    await action.click();
    await page.getByRole('option', { name: 'Imported students', exact: true }).click();
    await expect(rows(page)).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`activity-${code}-2026-T1-${today().iso}.csv`);
    const lines = readFileSync((await file.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Time,Person,Action,Target,About,Summary,IP address,What happened');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${ADMIN_NAME},Imported students,${subcourseName},,`);
    expect(lines[1]).toContain('created: 2; updated: 0; unchanged: 0; errors: 0');
    expect(lines[1]).toMatch(new RegExp(`,${IMPORTED}$`));
    expect(lines[1]).not.toMatch(/@ad\.unsw\.edu\.au|z\d{7}/);
  });

  test('a filter that matches nothing says so', async ({ page }) => {
    await openActivity(page);
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('01/01/2001');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('02/01/2001');
    await expect(page.getByText('No activity matches these filters.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('each event is a card that reads what happened without sideways scrolling', async ({
      page,
    }) => {
      await openActivity(page);
      const list = page.getByRole('list', { name: 'All Activity' });
      const imported = list.getByRole('listitem').filter({ hasText: IMPORTED });
      await expect(imported).toBeVisible();
      // Down the page, under the stacked filters; once there, all of it is on screen.
      await imported.scrollIntoViewIfNeeded();
      await expect(imported.getByText(IMPORTED, { exact: true })).toBeInViewport({ ratio: 1 });
      await expect(imported.locator('time')).toHaveText(TIMESTAMP);
      await expect(imported).toContainText(ADMIN_NAME);
      await expect(page.getByRole('table')).toHaveCount(0);
      const box = await imported.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      // The filters stack, and the address keeps them here too.
      await page.getByRole('searchbox', { name: 'Search' }).fill('Audit room');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await page.reload();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  });
});
