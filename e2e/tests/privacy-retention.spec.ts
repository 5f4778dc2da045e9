import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProductInstance } from './product-instance';
import { expectNoAxeViolations, fillLogin } from './support';

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
    await expectNoAxeViolations(page);

    await page.goto('/register?user=student');
    await page.getByRole('main').getByRole('link', { name: 'privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByTestId('privacy-operator')).toHaveText('Example University');
  });
});

test.describe('retention', () => {
  test('a course admin postpones one due offering and deletes the other', async ({
    page,
    retentionWorld: world,
  }) => {
    await fillLogin(page, 'Staff', ADMIN, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto(`/admin/dashboard/${world.activeId}`);
    const section = page.getByRole('region', { name: 'Data due for deletion' });
    await expect(section.getByText(`${DEMO_CODE} 2019T2 (T2 2019)`)).toBeVisible();
    await expect(section.getByText(`${DEMO_CODE} 2020T2 (T2 2020)`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Postpone: a reason is required; the date is within a year.
    await section.getByRole('button', { name: `Postpone: ${DEMO_CODE} 2019T2 (T2 2019)` }).click();
    const dialog = page.getByRole('dialog', { name: 'Postpone deletion' });
    await expect(dialog.getByText('No personal data in the reason')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'POSTPONE' }).click();
    await expect(dialog.getByText('reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('An academic appeal is still open');
    const inMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await dialog.getByLabel('Keep until').fill(inMonth);
    await dialog.getByRole('button', { name: 'POSTPONE' }).click();
    await expect(page.getByText('Deletion postponed')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(`${DEMO_CODE} 2019T2 (T2 2019)`)).toBeHidden();

    // Delete now, after the confirmation.
    await section
      .getByRole('button', { name: `Delete now: ${DEMO_CODE} 2020T2 (T2 2020)` })
      .click();
    const confirm = page.getByRole('dialog', { name: "Delete this offering's data?" });
    await expect(confirm).toContainText('will be deleted for good');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await expect(page.getByText("The offering's personal data was deleted")).toBeVisible();
    // Nothing is due any more: the section goes.
    await expect(page.getByRole('region', { name: 'Data due for deletion' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Shortcuts' })).toBeVisible();
    // In its place, the schedule every offering follows.
    await expect(page.getByText("No offering's data is due for deletion.")).toContainText(
      'is due 365 days (about 1 year) after it is archived',
    );
    await expectNoAxeViolations(page);
  });
});
