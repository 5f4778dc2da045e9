import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_PEER_DIMENSIONS } from '@capstone/contracts';
import { startProductInstance } from './product-instance';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { expectNoAxeViolationsAtBothWidths, fillLogin } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };
const RELEASED = 'Peer Evaluation Results Released';
const ROUND = 'Interim check-in';

/**
 * A peer evaluation round from the convenor's chair and a student's: the admin opens a round,
 * three of a group's four students submit (one in the browser, by keyboard and mouse), the admin
 * closes it, hides a comment, sets the group's mark and releases, and a student reads their own
 * summary. On a product instance of its own (fresh demo data, SMTP to a local sink), so that the
 * release's emails can be counted and the shared instance's offering is left alone.
 */
const test = base.extend<object, { world: { sink: SmtpSink; url: string } }>({
  world: [
    // Playwright reads what a fixture needs from this pattern; this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const sink = await startSmtpSink();
      const product = await startProductInstance({ SMTP_URL: sink.url });
      await use({ sink, url: product.url });
      await product.close();
      await sink.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ world }, use) => use(world.url),
});

type Headers = Record<string, string>;
interface Member {
  id: string;
  name: string;
  zid?: string;
  email?: string;
}
interface Group {
  id: string;
  name: string;
  members: Member[];
}

const emailOf = (member: Member) => (member.email ?? `${member.zid}@ad.unsw.edu.au`).toLowerCase();

async function login(request: APIRequestContext, role: 'staff' | 'student', email: string) {
  const response = await request.post(`/api/${role}/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'put',
  url: string,
  headers: Headers,
  data?: unknown,
): Promise<T> {
  const response = await request[method](url, { headers, data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A group of exactly four students in the demo offering, and the offering's id. */
async function groupOfFour(request: APIRequestContext) {
  const admin = await login(request, 'staff', ADMIN);
  const offerings = await call<{ id: string; code: string; name: string }[]>(
    request,
    'get',
    '/api/staff/subcourse/all',
    admin,
  );
  const subcourseId = offerings.find(
    (o) => o.code === COURSE.code && o.name === COURSE.subcourse,
  )!.id;
  const groups = await call<Group[]>(request, 'get', `/api/subcourse/groups/${subcourseId}`, admin);
  const group = groups.find((g) => g.members.length === 4);
  expect(group, 'a demo group of four students').toBeTruthy();
  const members = [...group!.members].sort((a, b) => (a.name < b.name ? -1 : 1));
  // The round's snapshot: every group with at least two members when it opens.
  const inRound = groups.filter((g) => g.members.length >= 2).flatMap((g) => g.members);
  return { subcourseId, group: group!, members, inRound };
}

/** A submission saved through the API: every person in `to_rate` gets `score` everywhere. */
async function submitByApi(
  request: APIRequestContext,
  roundId: string,
  student: Member,
  score: (targetId: string) => number,
  comment: (targetName: string) => string | undefined,
) {
  const headers = await login(request, 'student', emailOf(student));
  const form = await call<{ to_rate: { id: string; name: string }[] }>(
    request,
    'get',
    `/api/peer-rounds/${roundId}/submission`,
    headers,
  );
  const ratings = form.to_rate.map((person) => ({
    student: person.id,
    scores: Object.fromEntries(DEFAULT_PEER_DIMENSIONS.map((d) => [d.key, score(person.id)])),
    ...(person.id !== student.id && comment(person.name) && { comment: comment(person.name) }),
  }));
  await call(request, 'put', `/api/peer-rounds/${roundId}/submission`, headers, { ratings });
}

/** `yyyy-MM-ddTHH:mm` in the browser's own zone, `minutes` from now, for a datetime-local input. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((offset) => {
    const d = new Date(Date.now() + offset * 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, minutes);

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function openCourse(page: Page, tab: 'Staff' | 'Student', email: string) {
  await fillLogin(page, tab, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
}

test('a peer evaluation round: open, three of four submit, close, moderate, mark, release, and a student reads their summary', async ({
  page,
  browser,
  request,
  world,
}) => {
  test.setTimeout(360_000);
  const { group, members, inRound } = await groupOfFour(request);
  const [writer, second, third, silent] = members as [Member, Member, Member, Member];

  // 1. The course admin creates a round that opens at once.
  await openCourse(page, 'Staff', ADMIN);
  await page.goto('/admin/peer');
  await settled(page);
  await page.getByRole('button', { name: 'CREATE ROUND' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create peer evaluation round' });
  await create.getByRole('button', { name: 'CREATE ROUND' }).click();
  await expect(create.getByText(/^Enter a name/)).toBeVisible();
  await create.getByLabel('Name').fill(ROUND);
  await create.getByLabel('Opens at').fill(await localInput(page, -5));
  await create.getByLabel('Closes at').fill(await localInput(page, 7 * 24 * 60));
  await create.getByRole('button', { name: 'CREATE ROUND' }).click();
  await expect(create).toBeHidden({ timeout: 15_000 });
  await page.getByRole('link', { name: ROUND }).click();
  await expect(page).toHaveURL(/\/admin\/peer\/[^/]+/);
  const roundId = new URL(page.url()).pathname.split('/').at(-1)!;
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: ROUND })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  // 2. One student rates in the browser: every question by its anchored description.
  const studentContext = await browser.newContext({ baseURL: world.url });
  const student = await studentContext.newPage();
  await openCourse(student, 'Student', emailOf(writer));
  await student.goto(`/peer/${roundId}`);
  await settled(student);
  await expect(
    student.getByRole('heading', { level: 1, name: `Peer evaluation: ${ROUND}` }),
  ).toBeVisible();
  // The anchors are on screen, not only numbers.
  await expect(student.getByText(DEFAULT_PEER_DIMENSIONS[0]!.anchors['5']).first()).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(student);
  // Submitting an empty form points at the first person to rate.
  await student.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(
    student.getByText('Rate yourself on every question before you submit.'),
  ).toBeVisible();
  const people = [
    { name: 'yourself', score: 4 },
    ...[second, third, silent].map((m) => ({ name: m.name, score: m === silent ? 2 : 4 })),
  ];
  for (const person of people) {
    for (const dimension of DEFAULT_PEER_DIMENSIONS) {
      const question = student.getByRole('group', {
        name: `${dimension.title} for ${person.name}`,
      });
      await question.getByRole('radio', { name: new RegExp(`^${person.score}:`) }).check();
    }
  }
  // Keyboard: the arrow keys move within a question.
  const last = student.getByRole('group', {
    name: `${DEFAULT_PEER_DIMENSIONS[4]!.title} for ${second.name}`,
  });
  await last.getByRole('radio', { name: /^4:/ }).focus();
  await student.keyboard.press('ArrowUp');
  await expect(last.getByRole('radio', { name: /^5:/ })).toBeChecked();
  await student.getByLabel(`Comment to ${second.name} (optional)`).fill('Kept us on schedule.');
  await student
    .getByLabel(`Comment to ${silent.name} (optional)`)
    .fill('Missed most meetings, ask them why.');
  await student.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(student.getByText(/Your peer evaluation was saved/)).toBeVisible({
    timeout: 15_000,
  });

  // 3. Two more submit (through the API); the fourth never does.
  await submitByApi(
    request,
    roundId,
    second,
    (id) => (id === silent.id ? 2 : 4),
    () => undefined,
  );
  await submitByApi(
    request,
    roundId,
    third,
    (id) => (id === silent.id ? 2 : 4),
    (name) => (name === writer.name ? 'Great notes every week.' : undefined),
  );
  await page.getByRole('tab', { name: 'Progress' }).click();
  await page.reload();
  await settled(page);
  const progress = page.getByRole('list', { name: `Members of ${group.name}` });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Not submitted' })).toHaveCount(1);
  await expect(progress.getByRole('listitem').filter({ hasText: silent.name })).toContainText(
    'Not submitted',
  );

  // 4. Close now; the results show factors and the flag on the non-submitter, with its evidence.
  await page.getByRole('button', { name: 'CLOSE NOW' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close round now?' });
  await closeDialog.getByRole('button', { name: 'CLOSE NOW' }).click();
  await expect(closeDialog).toBeHidden({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Results' }).click();
  await settled(page);
  const table = page.getByRole('table', { name: `Members of ${group.name}` });
  await expect(table.getByRole('row')).toHaveCount(1 + 4);
  await page
    .getByRole('button', { name: `Show evidence for Not submitted on ${silent.name}` })
    .click();
  await expect(
    page.getByText(`${silent.name} did not submit; their ratings were treated as neutral.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close evidence' }).click();
  await expectNoAxeViolationsAtBothWidths(page);

  // 5. The group's mark.
  await page.getByLabel(`Group mark for ${group.name}`).fill('80');
  await page.getByRole('button', { name: `Save mark for ${group.name}` }).click();
  // Adjusted marks follow: 80 scaled by half the factor (weight 0.5), so 1.10 gives 84.00.
  const silentRow = table.getByRole('row').filter({ hasText: silent.name });
  await expect(table.getByRole('row').filter({ hasText: writer.name })).toContainText('84.00');
  await expect(silentRow).toContainText(/\d+\.\d\d\s*Not submitted/);

  // 6. Hide one comment, with a reason.
  await page.getByRole('tab', { name: 'Comments' }).click();
  await settled(page);
  await page
    .getByRole('button', { name: `Hide the comment from ${writer.name} to ${silent.name}` })
    .click();
  const hide = page.getByRole('dialog', { name: 'Hide comment' });
  await hide.getByLabel('Reason').fill('It names a private matter.');
  await hide.getByRole('button', { name: 'HIDE COMMENT' }).click();
  await expect(hide).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('It names a private matter.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  // 7. Release: every student in the round is emailed once, and nobody else.
  const mailedBefore = world.sink.all().length;
  await page.getByRole('button', { name: 'RELEASE RESULTS' }).click();
  const release = page.getByRole('dialog', { name: 'Release results?' });
  await release.getByRole('button', { name: 'RELEASE RESULTS' }).click();
  await expect(release).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(() =>
      world.sink
        .all()
        .slice(mailedBefore)
        .filter((m) => m.subject === RELEASED)
        .flatMap((m) => m.to)
        .sort(),
    )
    .toEqual(inRound.map(emailOf).sort());

  // 8. The student reads their own summary: factor, marks, comments without names.
  await student.goto(`/peer/${roundId}/results`);
  await settled(student);
  await expect(
    student.getByRole('heading', { level: 1, name: `Peer evaluation results: ${ROUND}` }),
  ).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Your contribution factor' })).toBeVisible();
  await expect(student.getByText('Great notes every week.')).toBeVisible();
  await expect(student.locator('main')).not.toContainText(third.name);
  await expectNoAxeViolationsAtBothWidths(student);

  // The silent student's summary never shows the hidden comment.
  const silentHeaders = await login(request, 'student', emailOf(silent));
  const theirs = await call<{ comments: string[] }>(
    request,
    'get',
    `/api/peer-rounds/${roundId}/my-results`,
    silentHeaders,
  );
  expect(theirs.comments).toEqual([]);
  await studentContext.close();
});
