import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillLogin } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };

interface Member {
  id: string;
  name: string;
  email: string;
  role: string;
  tutorials: string[];
  group: string | null;
}
interface GroupRow {
  id: string;
  name: string;
  tutorial: string;
  members: { id: string; name: string }[];
  is_full: boolean;
}

/** What the tests share: the demo offering, an empty group and students who have none. */
const world = {
  subcourseId: '',
  /** An empty group of T13B that two students form. */
  formed: null as GroupRow | null,
  first: null as Member | null,
  second: null as Member | null,
  /** A W09C group the setup fills to capacity. */
  full: null as GroupRow | null,
};

async function token(request: APIRequestContext, role: 'staff' | 'student', email: string) {
  const response = await request.post(`/api/${role}/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

async function joinByApi(request: APIRequestContext, student: Member, groupId: string) {
  const response = await request.put('/api/group/join', {
    headers: bearer(await token(request, 'student', student.email)),
    data: { group_id: groupId, subcourse_id: world.subcourseId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openCourseAs(page: Page, tab: 'Student' | 'Staff', email: string) {
  await fillLogin(page, tab, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe.serial('groups: forming a group, its profile and the overviews', () => {
  test.beforeAll(async ({ request }) => {
    const admin = bearer(await token(request, 'staff', ADMIN));
    const courses = (await (
      await request.get('/api/staff/subcourse/all', { headers: admin })
    ).json()) as { id: string; code: string; name: string }[];
    world.subcourseId = courses.find(
      (c) => c.code === COURSE.code && c.name === COURSE.subcourse,
    )!.id;
    const members = (await (
      await request.get(`/api/admin/subcourse/members/${world.subcourseId}`, { headers: admin })
    ).json()) as Member[];
    const groups = (await (
      await request.get(`/api/subcourse/groups/${world.subcourseId}`, { headers: admin })
    ).json()) as GroupRow[];
    const free = (tutorial: string) =>
      members.filter((m) => m.role === 'student' && !m.group && m.tutorials[0] === tutorial);

    world.formed = groups.find((g) => g.tutorial === 'T13B' && g.members.length === 0)!;
    const [first, second] = free('T13B');
    world.first = first ?? null;
    world.second = second ?? null;
    expect(world.formed && world.first && world.second).toBeTruthy();

    // Fill the biggest W09C group to capacity with students who have no group.
    const target = groups
      .filter((g) => g.tutorial === 'W09C' && !g.is_full)
      .sort((a, b) => b.members.length - a.members.length)[0]!;
    const joiners = free('W09C').slice(0, 6 - target.members.length);
    for (const student of joiners) await joinByApi(request, student, target.id);
    world.full = target;
  });

  test('a student finds an empty group and joins it from its profile', async ({ page }) => {
    const group = world.formed!;
    await openCourseAs(page, 'Student', world.first!.email);
    await page.getByRole('link', { name: 'Find a group: not in a group' }).click();
    await expect(page).toHaveURL(/\/allGroups$/);
    await page.getByRole('searchbox', { name: 'Search groups' }).fill(group.name);
    await page.getByRole('link', { name: `Join ${group.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/group/profile/${group.id}$`));

    await page.getByRole('button', { name: 'JOIN GROUP' }).click();
    await expect(page.getByText('Student added to group successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'LEAVE GROUP' })).toBeVisible();
    await expect(page.getByRole('link', { name: /View Member Wishlists/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Client Communication/ })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('the second member joins; the first picks them as lead, who gets UPDATE', async ({
    page,
    request,
  }) => {
    const group = world.formed!;
    await joinByApi(request, world.second!, group.id);

    await openCourseAs(page, 'Student', world.first!.email);
    await page.goto(`/group/profile/${group.id}`);
    await page.getByLabel('Group lead', { exact: true }).first().click();
    await page.getByRole('option', { name: world.second!.name }).click();
    await expect(page.getByText('Group lead updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'UPDATE' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Bio' }).fill('We like maps and mobile apps.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('We like maps and mobile apps.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Link' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Repository');
    await page.getByRole('textbox', { name: 'Link' }).fill('https://example.com/repo');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Repository' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Link' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Repository');
    await page.getByRole('textbox', { name: 'Link' }).fill('https://example.com/other');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Link or name is not unique')).toBeVisible();
  });

  test('the lead sees the group on the dashboard and UPDATE on its profile', async ({ page }) => {
    const group = world.formed!;
    await openCourseAs(page, 'Student', world.second!.email);
    await page.getByRole('link', { name: `My group ${group.name}: in a group` }).click();
    await expect(page).toHaveURL(new RegExp(`/group/profile/${group.id}$`));
    await expect(page.getByRole('link', { name: `${world.second!.name} (lead)` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'UPDATE' })).toBeVisible();
  });

  test("members see each other's wishlists and the project page of a project", async ({
    page,
    request,
  }) => {
    await openCourseAs(page, 'Student', world.first!.email);
    await page.goto('/group/wishlists');
    await page.getByRole('button', { name: new RegExp(world.second!.name) }).click();
    await expect(page.getByRole('heading', { name: 'Wishlist' }).first()).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    const admin = bearer(await token(request, 'staff', ADMIN));
    const projects = (await (
      await request.get(`/api/projects/${world.subcourseId}`, { headers: admin })
    ).json()) as { id: string; name: string; status: string }[];
    const project = projects.find((p) => p.status === 'available')!;
    await page.goto(`/group/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Project Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Repository' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('a full group shows Full Group and offers no JOIN GROUP', async ({ page }) => {
    const full = world.full!;
    await openCourseAs(page, 'Student', world.first!.email);
    await page.goto('/allgroups');
    await page.getByRole('searchbox', { name: 'Search groups' }).fill(full.name);
    const row = page.getByRole('row').filter({ hasText: full.name }).first();
    await expect(row.getByText('Full Group', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Join ${full.name}` })).toHaveCount(0);
    await page.getByRole('link', { name: full.name, exact: true }).click();
    await expect(page.getByTestId('group-count')).toHaveText('FULL');
    await expect(page.getByRole('button', { name: 'JOIN GROUP' })).toHaveCount(0);
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('staff see the groups and members overviews with their stats and filters', async ({
    page,
  }) => {
    await openCourseAs(page, 'Staff', ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard\//);
    await page.goto('/admin/allgroups');
    await expect(page.getByText('Unallocated Students', { exact: true })).toBeVisible();
    await expect(page.getByText('Full Groups', { exact: true })).toBeVisible();
    await page.locator('label', { hasText: /^Full groups$/ }).click();
    await expect(page.getByRole('link', { name: world.full!.name, exact: true })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await page.goto('/admin/allstudents');
    await expect(page.getByRole('heading', { name: 'All Members' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search members' }).fill(world.first!.email);
    await expect(page.getByRole('link', { name: world.first!.name })).toBeVisible();
    // The first student now has a group, so 'Not in a group' leaves nobody.
    await page.locator('label', { hasText: /^Not in a group$/ }).click();
    await expect(page.getByText('No members match the search and filters.')).toBeVisible();
    await page.getByRole('button', { name: 'CLEAR SEARCH AND FILTERS' }).click();
    await expect(
      page.getByRole('button', { name: /^Remove .+ from course$/ }).first(),
    ).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('group screens @phone', () => {
  test('the groups list and a group profile have no axe violations', async ({ page }) => {
    await openCourseAs(page, 'Student', 'z5000001@ad.unsw.edu.au');
    await page.goto('/allGroups');
    await settled(page);
    await expectNoAxeViolations(page);
    await page
      .getByRole('link', { name: /^Join / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/group\/profile\//);
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('the staff overviews have no axe violations', async ({ page }) => {
    await openCourseAs(page, 'Staff', ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard\//);
    for (const [path, heading] of [
      ['/admin/allgroups', 'All Groups'],
      ['/admin/allstudents', 'All Members'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page);
    }
  });
});
