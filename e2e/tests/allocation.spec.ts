import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillLogin, logout } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const DEMO_STUDENT_ZID = 'z5000001';
const DEMO_STUDENT = `${DEMO_STUDENT_ZID}@ad.unsw.edu.au`;
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface StaffGroup {
  id: string;
  name: string;
  members: { id: string; name: string; zid: string }[];
}

async function staffToken(request: APIRequestContext) {
  const response = await request.post('/api/staff/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function getJson<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The demo student's group, read through the API so the test knows whom to move. */
async function demoStudentGroup(request: APIRequestContext) {
  const token = await staffToken(request);
  const courses = await getJson<{ id: string; code: string; name: string }[]>(
    request,
    '/api/staff/subcourse/all',
    token,
  );
  const subcourseId = courses.find(
    (c) => c.code === COURSE.code && c.name === COURSE.subcourse,
  )!.id;
  const view = await getJson<{ groups: StaffGroup[] }>(
    request,
    `/api/subcourse/${subcourseId}`,
    token,
  );
  const group = view.groups.find((g) => g.members.some((m) => m.zid === DEMO_STUDENT_ZID));
  expect(group, 'the demo student is in a group').toBeTruthy();
  return group!;
}

async function openCourse(page: Page, tab: 'Staff' | 'Student', email: string) {
  await fillLogin(page, tab, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Every project on the board with its fill, read from the containers' count badges. */
async function projectFills(page: Page) {
  return page.locator('[data-container]').evaluateAll((nodes) =>
    nodes.map((node) => {
      const [count, capacity] = (node.querySelector('.mantine-Badge-root')?.textContent ?? '0/0')
        .split('/')
        .map(Number);
      return { name: node.getAttribute('aria-label') ?? '', count: count!, capacity: capacity! };
    }),
  );
}

/** The first project with a free place, other than `except`. */
async function projectWithSpace(page: Page, except: string | null) {
  const fills = await projectFills(page);
  const free = fills.find((p) => p.name !== except && p.count < p.capacity);
  expect(free, 'a project with a free place').toBeTruthy();
  return free!;
}

/** Where a group's card is now: the project's name, or null while unallocated. */
async function projectOf(page: Page, groupName: string) {
  const card = page.locator('[data-item]', { hasText: groupName }).first();
  return card.evaluate(
    (node) => node.closest('[data-container]')?.getAttribute('aria-label') ?? null,
  );
}

/**
 * Keyboard only: focus the card's "Move to…" button, open the menu with Enter, walk the items
 * with the arrow keys to the project and choose it with Enter.
 */
async function moveByKeyboard(page: Page, groupName: string, projectName: string) {
  const button = page.getByRole('button', { name: `Move ${groupName} to…`, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: new RegExp(`^${escape(projectName)} \\(`) });
  await expect(item).toBeVisible();
  await expect(page.getByRole('menu').locator(':focus')).toHaveCount(1);
  for (let step = 0; step < 80; step += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${groupName} to ${projectName} (` }),
  ).toBeVisible();
  // The moved card gets the focus back in its new place.
  await expect(button).toBeFocused();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('course admin auto-allocates, moves a group by keyboard and publishes; the student sees the project', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const group = await demoStudentGroup(request);

  await openCourse(page, 'Staff', ADMIN);
  await page.goto('/project/allocation');
  await expect(page.getByRole('heading', { name: 'Allocate Groups to Projects' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Unallocated groups', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Auto-allocate with the default policy.
  await page.getByRole('button', { name: 'AUTO-ALLOCATE' }).click();
  await expect(page.getByRole('radio', { name: /Balanced \(recommended\)/ })).toBeChecked();
  await page.getByRole('button', { name: 'SUGGEST ALLOCATION' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The board shows the suggested allocation' }),
  ).toBeVisible({ timeout: 20_000 });
  await settled(page);

  // The quality panel reads the suggestion.
  await expect(page.getByRole('heading', { name: 'Allocation quality' })).toBeVisible();
  await expect(page.getByText('Got their 1st choice')).toBeVisible();

  // Move the demo student's group by keyboard to another project with space.
  const before = await projectOf(page, group.name);
  const target = await projectWithSpace(page, before);
  await moveByKeyboard(page, group.name, target.name);
  expect(await projectOf(page, group.name)).toBe(target.name);

  // Any group the suggestion left out (one never ranked) is placed by keyboard too.
  const unallocated = page.locator('[data-unallocated] [data-item]');
  while ((await unallocated.count()) > 0) {
    const name = (await unallocated.first().locator('p').first().textContent())!.trim();
    const free = await projectWithSpace(page, null);
    await moveByKeyboard(page, name, free.name);
  }

  await page.getByRole('button', { name: 'PUBLISH', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish Allocations' });
  await expect(dialog).toContainText('They become visible to all users of the course.');
  await dialog.getByRole('button', { name: 'PUBLISH', exact: true }).click();
  await expect(page.getByText('Allocated successfully')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();

  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);

  // The student board, at both widths.
  await page.goto('/student/allocation');
  await expect(page.getByRole('heading', { name: 'Allocate Students to Groups' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Unallocated students', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);

  // A member of the moved group sees the new project on the course dashboard.
  await logout(page);
  await openCourse(page, 'Student', DEMO_STUDENT);
  await expect(
    page.getByRole('link', { name: `My Project ${target.name}: allocated` }),
  ).toBeVisible();
});
