import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, fillLogin } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const DEMO_STUDENT = 'z5000001@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };
// groups.spec.ts forms its group in T13B and fills one in W09C; this spec stays out of their way.
const TUTORIAL = 'H12A';

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
  isMine?: boolean;
}
interface Project {
  id: string;
  name: string;
  status: string;
  proj_no: number;
}
interface FormField {
  label: string;
  input_type: string;
  options: string[];
}

/** What the tests share: a group two free students formed, its lead, and the ranking to enter. */
const world = {
  subcourseId: '',
  group: null as GroupRow | null,
  lead: null as Member | null,
  member: null as Member | null,
  /** Project names in the order the lead ranks them (1 to 7). */
  ranking: [] as string[],
  form: [] as FormField[],
};

async function token(request: APIRequestContext, role: 'staff' | 'student', email: string) {
  const response = await request.post(`/api/${role}/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

async function getJson<T>(request: APIRequestContext, url: string, auth: string): Promise<T> {
  const response = await request.get(url, { headers: bearer(auth) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function demoSubcourseId(request: APIRequestContext, admin: string) {
  const courses = await getJson<{ id: string; code: string; name: string }[]>(
    request,
    '/api/staff/subcourse/all',
    admin,
  );
  return courses.find((c) => c.code === COURSE.code && c.name === COURSE.subcourse)!.id;
}

async function openCourseAs(page: Page, email: string) {
  await fillLogin(page, 'Student', email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A pitch of at least 100 characters that names its project. */
const pitchFor = (name: string) =>
  `We want ${name} because our members have built similar systems before, we enjoy working ` +
  'with real users, and we can demo a working slice to the client every week.';

/**
 * Keyboard only: focus the card's "Move to rank…" button, open its menu with Enter, walk the
 * items with the arrow keys to the wanted rank and choose it with Enter.
 */
async function moveToRank(page: Page, name: string, rank: number) {
  const menuButton = page.getByRole('button', { name: `Move ${name} to rank…`, exact: true });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: `Rank ${rank}`, exact: true });
  await expect(item).toBeVisible();
  // The menu takes the focus a moment after it opens (its first free rank); arrows before that
  // would scroll the list instead.
  await expect(page.getByRole('menu').locator(':focus')).toHaveCount(1);
  for (let step = 0; step < 10; step += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${name} moved to rank ${rank}.`, { exact: true })).toBeVisible();
  // The moved card gets the focus back, so the keyboard user can go on from where it now is.
  await expect(menuButton).toBeFocused();
}

/** Replaces a pitch by keyboard: focus, select all, type. */
async function writePitch(page: Page, name: string, text: string) {
  const pitch = pitchBox(page, name);
  await pitch.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  await expect(pitch).toHaveValue(text);
}

const pitchBox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Pitch for ${name}`, exact: true });

async function pressButton(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

/** The project names of a rendered ranking, in order ("3. Name" or "Project 3: Name"). */
async function rankedNames(items: Locator) {
  const texts = await items.allInnerTexts();
  return texts.map((text) => text.replace(/^(Rank \d+: )?(Project )?\d+[.:] /, '').trim());
}

test.describe.serial('group preferences: the lead ranks seven projects and submits', () => {
  test.beforeAll(async ({ request }) => {
    const admin = await token(request, 'staff', ADMIN);
    world.subcourseId = await demoSubcourseId(request, admin);
    const members = await getJson<Member[]>(
      request,
      `/api/admin/subcourse/members/${world.subcourseId}`,
      admin,
    );
    const groups = await getJson<GroupRow[]>(
      request,
      `/api/subcourse/groups/${world.subcourseId}`,
      admin,
    );
    const group = groups.find((g) => g.tutorial === TUTORIAL && g.members.length === 0);
    const [lead, member] = members.filter(
      (m) => m.role === 'student' && !m.group && m.tutorials[0] === TUTORIAL,
    );
    expect(group && lead && member, 'an empty group and two free students').toBeTruthy();
    world.group = group!;
    world.lead = lead!;
    world.member = member!;

    const leadToken = await token(request, 'student', lead!.email);
    const memberToken = await token(request, 'student', member!.email);
    for (const auth of [leadToken, memberToken]) {
      const joined = await request.put('/api/group/join', {
        headers: bearer(auth),
        data: { group_id: group!.id, subcourse_id: world.subcourseId },
      });
      expect(joined.status(), await joined.text()).toBe(200);
    }
    const chosen = await request.post(`/api/group/${group!.id}/lead`, {
      headers: bearer(memberToken),
      data: { lead: lead!.id },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);

    const available = (
      await getJson<Project[]>(request, `/api/projects/${world.subcourseId}`, admin)
    )
      .filter((p) => p.status === 'available')
      .sort((a, b) => a.proj_no - b.proj_no);
    expect(available.length).toBeGreaterThanOrEqual(7);
    const seven = available.slice(0, 7);
    // Both members keep a wishlist; the lead ranks from it and from the other available projects.
    for (const [auth, picks] of [
      [leadToken, [seven[0]!, seven[2]!, seven[4]!]],
      [memberToken, [seven[2]!, seven[5]!]],
    ] as const) {
      for (const project of picks) {
        const added = await request.put('/api/student/update/wishlist', {
          headers: bearer(auth),
          data: { project_id: project.id, subcourse_id: world.subcourseId },
        });
        expect(added.status(), await added.text()).toBe(200);
      }
    }
    // Not the list order, so the ranking is the lead's own.
    world.ranking = [4, 0, 6, 2, 5, 1, 3].map((i) => seven[i]!.name);

    const subcourse = await getJson<{ project_preference_form: FormField[] }>(
      request,
      `/api/subcourse/${world.subcourseId}`,
      leadToken,
    );
    world.form = subcourse.project_preference_form;
  });

  test('the lead ranks by keyboard, meets each validation message, answers the topics and submits', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const group = world.group!;
    const ranking = world.ranking;
    await openCourseAs(page, world.lead!.email);
    await page.goto(`/group/preference/${group.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${group.name} Project Preference Form` }),
    ).toBeVisible();
    await expect(pitchBox(page, ranking[0]!)).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Move ${ranking[0]!} to rank…`, exact: true }),
    ).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    // Six projects: NEXT asks for seven.
    for (const [index, name] of ranking.slice(0, 6).entries()) {
      await moveToRank(page, name, index + 1);
    }
    await pressButton(page, 'NEXT');
    await expect(
      page.getByRole('alert').filter({ hasText: 'You must preference 7 projects' }),
    ).toBeVisible();

    // A rank already held refuses the move, and says so.
    const seventh = ranking[6]!;
    await page.getByRole('button', { name: `Move ${seventh} to rank…`, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('menuitem', { name: `Rank 1 (taken by ${ranking[0]!})`, exact: true }),
    ).toBeDisabled();
    await expect(page.getByRole('menu').locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await moveToRank(page, seventh, 7);
    // From the moved card, Tab reaches its pitch.
    await page.keyboard.press('Tab');
    await expect(pitchBox(page, seventh)).toBeFocused();

    // Seven projects, no pitches: the first rank without one is named.
    await pressButton(page, 'NEXT');
    const noPitch = `You must write a pitch for ${ranking[0]!} projects`;
    await expect(page.getByText(noPitch).first()).toBeVisible();
    await expect(pitchBox(page, ranking[0]!)).toHaveAccessibleDescription(noPitch);
    await expect(page.getByRole('alert').filter({ hasText: 'You must preference' })).toHaveCount(0);

    // Every rank has a pitch, one too short.
    for (const [index, name] of ranking.entries()) {
      await writePitch(page, name, index === 2 ? 'We like it.' : pitchFor(name));
    }
    await pressButton(page, 'NEXT');
    const tooShort = `You pitch for ${ranking[2]!} must be at least 100 words.`;
    await expect(page.getByText(tooShort).first()).toBeVisible();
    await expect(pitchBox(page, ranking[2]!)).toHaveAccessibleDescription(tooShort);
    await expect(pitchBox(page, ranking[0]!)).not.toHaveAccessibleDescription(noPitch);
    await settled(page);
    await expectNoAxeViolations(page);

    await writePitch(page, ranking[2]!, pitchFor(ranking[2]!));
    await pressButton(page, 'NEXT');

    // Topic step: an option chosen in one select is not offered by the others.
    const selects = world.form.filter(
      (f) => f.input_type === 'select' || f.input_type === 'dropdown',
    );
    expect(selects.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('textbox', { name: selects[0]!.label, exact: true })).toBeVisible();
    const chosen: string[] = [];
    for (const field of selects) {
      await page.getByRole('textbox', { name: field.label, exact: true }).click();
      const option = field.options.find((o) => !chosen.includes(o))!;
      await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
      for (const taken of chosen) {
        await expect(page.getByRole('option', { name: taken, exact: true })).toHaveCount(0);
      }
      await page.getByRole('option', { name: option, exact: true }).click();
      await expect(page.getByRole('textbox', { name: field.label, exact: true })).toHaveValue(
        option,
      );
      chosen.push(option);
    }
    const written = world.form.filter((f) => !selects.includes(f));
    for (const label of new Set(written.map((f) => f.label))) {
      const boxes = page.getByRole('textbox', { name: label, exact: true });
      const count = await boxes.count();
      for (let i = 0; i < count; i += 1) {
        await boxes.nth(i).fill(`Reason ${i + 1}: we have studied this area and want more.`);
      }
    }
    await pressButton(page, 'NEXT');

    // Review, then SUBMIT behind a confirmation.
    const review = page.getByRole('region', { name: 'Project preferences', exact: true });
    await expect(review.getByRole('listitem')).toHaveCount(7);
    for (const [index, name] of ranking.entries()) {
      await expect(review.getByRole('listitem').nth(index)).toContainText(name);
    }
    await expect(
      page.getByRole('region', { name: 'Topic preferences', exact: true }),
    ).toContainText(chosen[0]!);
    await pressButton(page, 'SUBMIT');
    const dialog = page.getByRole('dialog', { name: 'Submit group preferences' });
    await expect(dialog).toContainText(
      "Once submitted, your group's preferences are locked and cannot be changed.",
    );
    await expect(dialog.getByRole('button', { name: 'SUBMIT' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Your Group preference has been successfully submitted'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go To Group Profile' })).toBeVisible();

    // Locked: the lead now reads what was submitted.
    await page.reload();
    await expect(page.getByText('SUBMITTED', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'NEXT' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Move .* to rank…$/ })).toHaveCount(0);
    const locked = page.getByRole('region', { name: 'Project preferences', exact: true });
    await expect(locked.getByRole('listitem')).toHaveCount(7);
    for (const [index, name] of ranking.entries()) {
      await expect(locked.getByRole('listitem').nth(index)).toContainText(name);
    }
  });

  test('the other member sees the submitted ranking in order', async ({ page }) => {
    const group = world.group!;
    await openCourseAs(page, world.member!.email);
    await page.goto(`/group/profile/${group.id}`);
    const card = page.getByRole('region', { name: 'Project Preferences', exact: true });
    await expect(card.getByText('Submitted.', { exact: true })).toBeVisible();
    const links = card.getByRole('link', { name: /^Project \d+: / });
    await expect(links).toHaveCount(7);
    expect(await rankedNames(links)).toEqual(world.ranking);
    // A member who is not the lead gets no UPDATE.
    await expect(card.getByRole('link', { name: 'UPDATE' })).toHaveCount(0);

    await page.goto(`/group/preference/${group.id}`);
    await expect(page.getByText('SUBMITTED', { exact: true })).toBeVisible();
    const items = page
      .getByRole('region', { name: 'Project preferences', exact: true })
      .getByRole('listitem');
    await expect(items).toHaveCount(7);
    for (const [index, name] of world.ranking.entries()) {
      await expect(items.nth(index)).toContainText(name);
    }
  });
});

test.describe('group preference board @phone', () => {
  test('the board of a draft group has no axe violations', async ({ page, request }) => {
    const admin = await token(request, 'staff', ADMIN);
    const subcourseId = await demoSubcourseId(request, admin);
    // The demo student leads the one demo group whose ranking stays a draft.
    const student = await token(request, 'student', DEMO_STUDENT);
    const groups = await getJson<GroupRow[]>(
      request,
      `/api/subcourse/groups/${subcourseId}`,
      student,
    );
    const mine = groups.find((g) => g.isMine)!;
    await openCourseAs(page, DEMO_STUDENT);
    await page.goto(`/group/preference/${mine.id}`);
    await expect(page.getByRole('button', { name: 'NEXT' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Move .* to rank…$/ }).first()).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
  });

  test('the student preference board and the student profile have no axe violations', async ({
    page,
  }) => {
    await openCourseAs(page, DEMO_STUDENT);
    await page.goto('/student/preference');
    await expect(page.getByRole('heading', { name: 'My Project Preferences' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PUBLISH' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.goto('/student/profile');
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
  });
});
