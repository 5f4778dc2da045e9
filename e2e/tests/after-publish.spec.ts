import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startProductInstance } from './product-instance';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { expectNoAxeViolationsAtBothWidths, fillLogin } from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const DEMO_PASSWORD = 'Capstone1';
const COURSE = { code: 'COMP3900', subcourse: '2025T1' };
const PUBLISHED = 'Project Allocation Published';
const WITHDRAWN = 'Project Withdrawn';
const OUTCOME = 'Change Request Outcome';

/**
 * Week 2 of a term, from the course admin's chair: the allocation is published, a client
 * withdraws, a group asks to move. It runs on a product instance of its own (fresh demo data, real
 * SMTP to a local sink) so that it can publish, withdraw and count every mail without touching
 * the shared instance's offering.
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

type Ref = { id: string; name: string };
interface Group {
  id: string;
  name: string;
  lead: string | null;
  members: { id: string; name: string; zid?: string; email?: string }[];
}
type Headers = Record<string, string>;

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
  method: 'get' | 'post' | 'put',
  url: string,
  headers: Headers,
  data?: unknown,
): Promise<T> {
  const response = await request[method](url, { headers, data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const emailOf = (member: Group['members'][number]) =>
  (member.email ?? `${member.zid}@ad.unsw.edu.au`).toLowerCase();

/** Version 1 published through the API from the engine's suggestion, as AUTO-ALLOCATE would. */
async function publishVersionOne(request: APIRequestContext) {
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
  const suggestion = await call<Record<string, Ref[]>>(
    request,
    'get',
    `/api/admin/${subcourseId}/allocate/project/auto`,
    admin,
  );
  const groups = await call<Group[]>(request, 'get', `/api/subcourse/groups/${subcourseId}`, admin);
  const withMembers = groups.filter((g) => g.members.length > 0);
  const placed = new Set(Object.values(suggestion).flatMap((groups) => groups.map((g) => g.id)));
  const published = await call<{ message: string; version: number }>(
    request,
    'post',
    `/api/admin/allocate/${subcourseId}/project`,
    admin,
    {
      is_draft: false,
      override: true,
      base_version: 0,
      l_allocations: [
        ...Object.entries(suggestion).flatMap(([project, groups]) =>
          groups.map((g) => ({ left: g.id, right: project })),
        ),
        ...withMembers.filter((g) => !placed.has(g.id)).map((g) => ({ left: g.id, right: null })),
      ],
      r_allocations: Object.entries(suggestion).map(([project, groups]) => ({
        left: project,
        right: groups.map((g) => g.id),
      })),
    },
  );
  expect(published).toEqual({ message: 'Allocated successfully', version: 1 });
  const projectOf = new Map(
    Object.entries(suggestion).flatMap(([project, groups]) => groups.map((g) => [g.id, project])),
  );
  return { admin, subcourseId, suggestion, groups: withMembers, projectOf };
}

async function projectName(request: APIRequestContext, headers: Headers, projectId: string) {
  const project = await call<{ name: string; capacity: number; clients: { email: string }[] }>(
    request,
    'get',
    `/api/project/profile/${projectId}`,
    headers,
  );
  return project;
}

/** Who a version's publish must email: members of the groups it changed, clients of their projects. */
async function recipientsOf(
  request: APIRequestContext,
  v1: Awaited<ReturnType<typeof publishVersionOne>>,
  number: number,
) {
  const version = await call<{ changes: { group: Ref; from: Ref | null; to: Ref | null }[] }>(
    request,
    'get',
    `/api/admin/${v1.subcourseId}/allocation/versions/${number}`,
    v1.admin,
  );
  const changed = new Set(version.changes.map((c) => c.group.id));
  const members = v1.groups.filter((g) => changed.has(g.id)).flatMap((g) => g.members.map(emailOf));
  const projects = new Set(
    version.changes.flatMap((c) => [c.from?.id, c.to?.id]).filter((id): id is string => !!id),
  );
  const clients: string[] = [];
  for (const id of projects) {
    clients.push(...(await projectName(request, v1.admin, id)).clients.map((c) => c.email));
  }
  const emails = [...new Set([...members, ...clients.map((e) => e.toLowerCase())])].sort();
  const to = new Map(version.changes.map((c) => [c.group.id, c.to?.id ?? null]));
  return { changed, emails, to };
}

/** Everyone sent "Project Allocation Published" after the first `from` mails. */
const publishedSince = (sink: SmtpSink, from: number) =>
  [
    ...new Set(
      sink
        .all()
        .slice(from)
        .filter((m) => m.subject === PUBLISHED)
        .flatMap((m) => m.to),
    ),
  ].sort();

async function openCourse(page: Page) {
  await fillLogin(page, 'Staff', ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test('week 2: withdraw a project, approve a request, lock a group, publish version 2 and email only those affected', async ({
  page,
  browser,
  request,
  world,
}) => {
  test.setTimeout(180_000);
  const v1 = await publishVersionOne(request);
  // The project to withdraw: one that holds a group in version 1.
  const [withdrawnId, withdrawnGroups] = Object.entries(v1.suggestion).find(
    ([, groups]) => groups.length > 0,
  )!;
  const withdrawn = await projectName(request, v1.admin, withdrawnId);
  const others = v1.groups.filter(
    (g) => v1.projectOf.has(g.id) && v1.projectOf.get(g.id) !== withdrawnId,
  );
  const requester = others[0]!;
  // A project no group got in version 1, which staff want to see used: its minimum is its capacity.
  let underfilled: { id: string; name: string; capacity: number } | undefined;
  for (const [id, groups] of Object.entries(v1.suggestion)) {
    const project = { id, ...(await projectName(request, v1.admin, id)) };
    if (groups.length === 0 && project.capacity >= 2) {
      underfilled = project;
      break;
    }
  }
  expect(underfilled, 'an empty project with two places').toBeTruthy();
  const locked = others[1]!;

  // The requester's lead asks to move on the group page, in a browser of their own.
  const leadMember = requester.members.find((m) => m.id === requester.lead)!;
  const leadContext = await browser.newContext({ baseURL: world.url });
  const leadPage = await leadContext.newPage();
  await fillLogin(leadPage, 'Student', emailOf(leadMember), DEMO_PASSWORD);
  await expect(leadPage).toHaveURL(/\/dash$/);
  await leadPage.getByRole('button', { name: `Open ${COURSE.code} ${COURSE.subcourse}` }).click();
  await leadPage.goto(`/group/${v1.projectOf.get(requester.id)}`);
  await leadPage.getByRole('button', { name: 'ASK TO MOVE' }).click();
  const askDialog = leadPage.getByRole('dialog', { name: 'Ask to move to another project' });
  await askDialog.getByRole('button', { name: 'SEND REQUEST' }).click();
  await expect(askDialog.getByText(/^Enter a reason/)).toBeVisible();
  await askDialog.getByLabel('Move to').selectOption({ label: 'Any project with a free place' });
  await askDialog
    .getByLabel('Reason')
    .fill('Two of us fell ill and we need a smaller scope this term.');
  await askDialog.getByRole('button', { name: 'SEND REQUEST' }).click();
  await expect(leadPage.getByText('Your request was sent to staff.')).toBeVisible();
  await expect(askDialog).toBeHidden();
  await expect(
    leadPage.getByText('Your request is waiting for staff.', { exact: false }),
  ).toBeVisible();
  await expect(
    leadPage.getByRole('listitem').filter({ hasText: 'Waiting for staff' }),
  ).toContainText('Any project with a free place');

  // Version 1's mails are all out before anything else happens, so later counts are version 2's.
  const first = await recipientsOf(request, v1, 1);
  await expect.poll(() => publishedSince(world.sink, 0), { timeout: 30_000 }).toEqual(first.emails);

  await openCourse(page);

  // 1. Set a minimum, then withdraw the project, from the projects table.
  await page.goto('/admin/allprojects');
  await settled(page);
  const minimum = page.getByLabel(`Minimum groups for ${underfilled!.name}`);
  await minimum.fill(String(underfilled!.capacity));
  await minimum.press('Enter');
  await expect(
    page.getByText(`Minimum of ${underfilled!.name} saved: ${underfilled!.capacity}.`),
  ).toBeVisible();
  await page.getByRole('button', { name: `Withdraw ${withdrawn.name}` }).click();
  const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw project' });
  await withdrawDialog.getByLabel('Reason for the clients').fill('The client lost its funding.');
  await withdrawDialog.getByRole('button', { name: 'WITHDRAW PROJECT' }).click();
  await expect(withdrawDialog).toBeHidden({ timeout: 15_000 });
  // The clients hear the reason; the groups' members hear that they keep the project for now.
  const withdrawnMembers = v1.groups
    .filter((g) => withdrawnGroups.some((w) => w.id === g.id))
    .flatMap((g) => g.members.map(emailOf));
  await expect
    .poll(() =>
      world.sink
        .all()
        .filter((m) => m.subject === WITHDRAWN)
        .flatMap((m) => m.to)
        .sort(),
    )
    .toEqual([...withdrawn.clients.map((c) => c.email.toLowerCase()), ...withdrawnMembers].sort());
  for (const email of withdrawnMembers) {
    expect(world.sink.mails(email).at(-1)!.text).not.toContain('funding');
  }

  // 2. Approve the group's request in the inbox.
  await page.goto('/admin/change-requests');
  await settled(page);
  const card = page.getByRole('article', { name: requester.name });
  await expect(card).toContainText('Any project with a free place');
  await card.getByRole('button', { name: `Approve the request of ${requester.name}` }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Approve change request' });
  await approveDialog
    .getByLabel('Message to the group')
    .fill('Approved: we will find you a place.');
  await approveDialog.getByRole('button', { name: 'APPROVE' }).click();
  await expect(approveDialog).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(() =>
      world.sink
        .all()
        .filter((m) => m.subject === OUTCOME)
        .flatMap((m) => m.to)
        .sort(),
    )
    .toEqual(requester.members.map(emailOf).sort());
  await page.getByRole('radiogroup', { name: 'Status' }).getByText('All', { exact: true }).click();
  await expect(page.getByRole('article', { name: requester.name })).toContainText('Approved');
  await expectNoAxeViolationsAtBothWidths(page);

  // 3. On the board: lock a group, open the changes since version 1 and load the proposal.
  await page.goto('/project/allocation');
  await settled(page);
  await expect(page.getByTestId('board-base-version')).toContainText('1');
  await page.getByRole('button', { name: `Lock ${locked.name}` }).click();
  await expect(page.getByRole('button', { name: `Lock ${locked.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByTestId('changes-tab').click();
  const panel = page.getByTestId('proposal-panel');
  await expect(panel).toBeVisible();
  // Every group of the withdrawn project moves, each with its reason.
  for (const group of withdrawnGroups) {
    await expect(
      panel
        .getByTestId('proposal-move')
        .filter({ hasText: `${group.name}'s project ${withdrawn.name} was withdrawn` }),
    ).toHaveCount(1);
  }
  await expect(panel.getByTestId('proposal-move').filter({ hasText: locked.name })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
  // Only the displaced group may go to the empty project: its minimum of two stays missed.
  await expect(panel.getByTestId('proposal-min-groups')).toContainText(underfilled!.name);
  // A group with no ranking can only be placed on a project it did not rank; the board publishes
  // only when every group is placed.
  await panel.getByLabel('Also place groups on projects they did not rank').check();
  await settled(page);
  await page.getByTestId('load-proposal').click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The board shows the proposal' }),
  ).toBeVisible();

  // 4. Publish version 2: the dialog lists who will be emailed before the button.
  const mailedBefore = world.sink.all().length;
  const publishButton = { name: /^(OVERRIDE AND )?PUBLISH$/ };
  await page.getByRole('button', publishButton).click();
  const publishDialog = page.getByRole('dialog', { name: 'Publish Allocations' });
  await expect(publishDialog.getByTestId('publish-version')).toContainText('2');
  const listed = publishDialog.getByTestId('publish-groups');
  for (const group of withdrawnGroups) await expect(listed).toContainText(group.name);
  await expect(listed).not.toContainText(locked.name);
  await publishDialog.getByRole('button', publishButton).click();
  await expect(publishDialog).toBeHidden({ timeout: 30_000 });

  // 5. Exactly the members of the groups that changed, and the clients of the projects whose
  //    groups changed, are emailed; the locked group stayed and heard nothing.
  const v2 = await recipientsOf(request, v1, 2);
  expect(v2.changed.has(locked.id)).toBe(false);
  for (const group of withdrawnGroups) expect(v2.changed.has(group.id)).toBe(true);
  await expect.poll(() => publishedSince(world.sink, mailedBefore)).toEqual(v2.emails);
  for (const member of locked.members) expect(v2.emails).not.toContain(emailOf(member));

  // The version history shows both versions and version 2's changes.
  await page.goto('/project/allocation/versions');
  await settled(page);
  await expect(page.getByText('Version 2').first()).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole('link', { name: 'OPEN VERSION 2' }).click();
  await expect(page.getByTestId('version-change')).toHaveCount(v2.changed.size);
  for (const group of withdrawnGroups) {
    await expect(page.getByTestId('version-change').filter({ hasText: group.name })).toHaveCount(1);
  }

  // The lead reads on the group page that the request was done in version 2, on its new project.
  const requesterProject = v2.to.get(requester.id);
  expect(requesterProject).toBeTruthy();
  await leadPage.goto(`/group/${requesterProject}`);
  await expect(
    leadPage.getByRole('listitem').filter({ hasText: 'Any project with a free place' }),
  ).toContainText('Done in version 2');
  await leadContext.close();
});
