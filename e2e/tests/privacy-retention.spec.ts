import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProductInstance } from './product-instance';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, fillLogin } from './support';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server', import.meta.url));
const ADMIN = 'z3000002@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const DEMO_CODE = 'COMP3900';
const SETTINGS = {
  PRIVACY_OPERATOR: 'Example University',
  PRIVACY_CONTACT: 'privacy@example.edu',
  RETENTION_DAYS: '365',
};

interface RetentionWorld {
  url: string;
  /** The demo course's active offering, whose dashboard lists the due ones. */
  activeId: string;
  toPostpone: string;
  toDelete: string;
}

async function adminToken(request: APIRequestContext, url: string) {
  const response = await request.post(`${url}/api/staff/login`, {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Moves the archiving of these offerings 400 days back, as if that time had passed: with the
 * product stopped, straight in its embedded database (a process of its own, where the server's
 * PGlite package resolves). Nothing in the product can change `archived_at`.
 */
function ageArchiving(dataDir: string, ids: string[]) {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = new PGlite(process.env.AGE_DIR);
    await db.waitReady;
    const ids = JSON.parse(process.env.AGE_IDS);
    const result = await db.query(
      "update subcourses set archived_at = now() - interval '400 days' where id = any($1)",
      [ids],
    );
    if (result.affectedRows !== ids.length) throw new Error('offerings not found');
    await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SERVER_DIR,
    env: { ...process.env, AGE_DIR: path.join(dataDir, 'pglite'), AGE_IDS: JSON.stringify(ids) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * A product instance of its own: privacy settings, RETENTION_DAYS=365, and two
 * offerings of the demo course archived through the API, then aged 400 days while it was
 * stopped; started again, its retention job (which runs shortly after start) finds them due.
 */
const test = base.extend<object, { retentionWorld: RetentionWorld }>({
  retentionWorld: [
    async ({ playwright }, use) => {
      const first = await startProductInstance(SETTINGS);
      const request = await playwright.request.newContext();
      const token = await adminToken(request, first.url);
      const headers = { authorization: `Bearer ${token}` };
      const courses = (await (
        await request.get(`${first.url}/api/staff/subcourse/all`, { headers })
      ).json()) as { id: string; code: string; is_active?: boolean }[];
      const active = courses.find((c) => c.code === DEMO_CODE && c.is_active);
      const ids: string[] = [];
      for (const year of [2019, 2020]) {
        const created = await request.post(`${first.url}/api/staff/subcourse/create`, {
          headers,
          data: { code: DEMO_CODE, term: 2, year },
        });
        expect(created.ok(), await created.text()).toBe(true);
        const { subcourse_id: id } = (await created.json()) as { subcourse_id: string };
        const archived = await request.put(`${first.url}/api/subcourse/${id}/archive`, { headers });
        expect(archived.ok()).toBe(true);
        ids.push(id);
      }
      await first.close();
      ageArchiving(first.dataDir, ids);

      const product = await startProductInstance(SETTINGS, { dataDir: first.dataDir });
      const again = { authorization: `Bearer ${await adminToken(request, product.url)}` };
      await expect
        .poll(
          async () =>
            (
              (await (
                await request.get(`${product.url}/api/admin/retention`, { headers: again })
              ).json()) as unknown[]
            ).length,
          { timeout: 30_000 },
        )
        .toBe(2);
      await request.dispose();
      await use({ url: product.url, activeId: active!.id, toPostpone: ids[0]!, toDelete: ids[1]! });
      await product.close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ retentionWorld }, use) => use(retentionWorld.url),
});

test.describe('privacy notice', () => {
  test('says what the settings say, and is linked from the footer and registration', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByTestId('privacy-operator')).toHaveText('Example University');
    await expect(page.getByTestId('privacy-contact').getByRole('link')).toHaveAttribute(
      'href',
      'mailto:privacy@example.edu',
    );
    await expect(page.getByTestId('privacy-retention')).toContainText('365 days (about 1 year)');
    for (const heading of [
      'What we store and why',
      'Who can see it',
      'How long we keep it',
      'How the allocation suggestion works',
      'Your rights',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByText('Staff decide')).toBeVisible();
    // True to what is stored: network addresses in the log and for how long, sign-in links,
    // and deletion only where there is a button for it.
    const lines: [string, string][] = [
      ['privacy-activity-log', 'the network (IP) address the staff member acted from'],
      ['privacy-log-retention', 'The activity log is kept for good'],
      ['privacy-log-retention', 'the network address of each staff action stays in it too'],
      ['privacy-sign-in-links', 'University and LMS sign-in links'],
      ['privacy-delete', 'if you are a student or a client'],
      [
        'privacy-delete',
        'staff ask a course admin of their course, or write to privacy@example.edu',
      ],
    ];
    for (const [id, text] of lines) await expect(page.getByTestId(id)).toContainText(text);
    await expect(page.getByText('holds no personal details')).toHaveCount(0);
    // The footer names the notice without linking to the page already open.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Privacy notice')).toHaveAttribute('aria-current', 'page');
    await expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);

    await page.goto('/register?user=student');
    await page.getByRole('main').getByRole('link', { name: 'privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByTestId('privacy-operator')).toHaveText('Example University');
  });
});

base.describe('privacy notice without PRIVACY_OPERATOR', () => {
  base('says who runs it in words that lead somewhere', async ({ page }) => {
    await page.goto('/privacy');
    const operator = page.getByTestId('privacy-operator');
    await expect(operator).toHaveText(
      'It is run by the organisation that offers your course, which decides what it is used for; your course staff can tell you which organisation that is.',
    );
    await expect(page.getByText('the university that runs this Capstone')).toHaveCount(0);
    await expect(page.getByTestId('privacy-contact')).toHaveText('your course convenor');
  });
});

test.describe('retention', () => {
  test('a course admin postpones one due offering and deletes the other after typing its code', async ({
    page,
    retentionWorld: world,
  }) => {
    await fillLogin(page, 'Staff', ADMIN, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto(`/admin/dashboard/${world.activeId}`);
    // The dashboard names the offering's state, and what it means for its students' data.
    const retention = page.getByRole('region', { name: 'Data retention' });
    await expect(retention).toContainText(
      "This offering is active. Its students' data is kept while it runs and is due for deletion 365 days (about 1 year) after it is archived.",
    );
    await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
    const section = page.getByRole('region', { name: 'Data due for deletion' });
    await expect(section.getByText(`${DEMO_CODE} 2019T2 (T2 2019)`)).toBeVisible();
    await expect(section.getByText(`${DEMO_CODE} 2020T2 (T2 2020)`)).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);

    // Postpone: a reason is required; the date is within a year.
    await section.getByRole('button', { name: `Postpone: ${DEMO_CODE} 2019T2 (T2 2019)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Postpone deletion' });
    await expect(dialog.getByText('No personal data in the reason')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'POSTPONE' }).click();
    await expect(dialog.getByText('Enter a reason')).toBeVisible();
    // A zID in the reason is flagged as it is typed, before anything is sent.
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    const personal = dialog.getByText(
      'Leave names, emails and zIDs out of the reason: it is kept for good',
    );
    await reason.fill('Open appeal for Jane Citizen z5200001');
    await expect(personal).toBeVisible();
    await reason.fill('An academic appeal is still open');
    await expect(personal).toHaveCount(0);
    const inMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await dialog.getByLabel('Keep until').fill(inMonth);
    await dialog.getByRole('button', { name: 'POSTPONE' }).click();
    await expect(page.getByText('Deletion postponed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(`${DEMO_CODE} 2019T2 (T2 2019)`)).toBeHidden();

    // Delete now, only once the offering's code is typed.
    await section
      .getByRole('button', { name: `Delete now: ${DEMO_CODE} 2020T2 (T2 2020)` })
      .click();
    const confirm = page.getByRole('dialog', { name: "Delete this offering's data?" });
    await expect(confirm).toContainText('will be deleted for good');
    const erase = confirm.getByRole('button', { name: 'DELETE', exact: true });
    const typed = confirm.getByRole('textbox', { name: `Type ${DEMO_CODE} to confirm` });
    await expect(erase).toBeDisabled();
    await typed.fill(DEMO_CODE.slice(0, -1));
    await expect(erase).toBeDisabled();
    // Enter in the field does not send it either.
    await typed.press('Enter');
    await expect(confirm).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await typed.fill(DEMO_CODE);
    await expect(erase).toBeEnabled();
    await erase.click();
    await expect(page.getByText("The offering's personal data was deleted")).toBeVisible();
    // Nothing is due any more: the list goes, and the section says so.
    await expect(page.getByRole('region', { name: 'Data due for deletion' })).toBeHidden();
    await expect(
      retention.getByText('No offering of your courses has data due for deletion now.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shortcuts' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
