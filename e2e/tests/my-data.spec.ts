import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  codeFromOutbox,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  fillLogin,
  freshZid,
  PASSWORD,
  VERIFY_SUBJECT,
} from './support';

const DEMO_STAFF = 'z3000002@ad.unsw.edu.au';
/** The demo client: its projects are available in the active demo offering. */
const DEMO_CLIENT = 'client@demo.capstone.dev';
const DEMO_PASSWORD = 'Capstone1';

/** A new account that can log in, its email verified with the mailed code. */
async function newAccount(request: APIRequestContext, type: 'student' | 'client') {
  const zid = freshZid();
  const email = type === 'student' ? `${zid}@ad.unsw.edu.au` : `client-${zid}@example.com`;
  const common = { firstName: 'Marguerite', lastName: `Okonkwo${zid.slice(1)}`, email };
  const data =
    type === 'student'
      ? { ...common, zid, password: PASSWORD, confirmPassword: PASSWORD }
      : {
          ...common,
          phone: '0412345678',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          companyName: 'Compilers Pty Ltd',
          companyABN: '12345678901',
          industry: 'Software',
          location: 'Sydney',
          contactHours: '9:00AM-5:00PM',
        };
  const registered = await request.post(`/api/${type}/register`, { data });
  expect(registered.status()).toBe(201);
  const pin = await codeFromOutbox(email, { subject: VERIFY_SUBJECT });
  const verified = await request.post(`/api/${type}/verify-email`, { data: { email, pin } });
  expect(verified.status()).toBe(200);
  return email;
}

/** A student's id, found in the Members table before the removal. */
async function studentId(
  request: APIRequestContext,
  headers: Record<string, string>,
  subcourseId: string,
  email: string,
) {
  const members = (await (
    await request.get(`/api/admin/subcourse/members/${subcourseId}`, { headers })
  ).json()) as { id: string; email: string }[];
  return members.find((m) => m.email === email)?.id ?? '';
}

/** Clicks and answers the downloaded file's name and parsed JSON. */
async function downloadJson(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return {
    name: download.suggestedFilename(),
    json: JSON.parse(readFileSync(file!, 'utf8')) as { account: { email: string; type: string } },
  };
}

test.describe('my data', () => {
  test('a student downloads their data, then deletes the account', async ({ page }) => {
    const email = await newAccount(page.request, 'student');
    await fillLogin(page, 'Student', email, PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/student/profile');
    const card = page.getByRole('region', { name: 'Your data' });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);

    const file = await downloadJson(page, () =>
      card.getByRole('button', { name: 'Download my data' }).click(),
    );
    expect(file.name).toMatch(/^capstone-data-student-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.json.account).toMatchObject({ type: 'student', email });
    // The page says where the file went, by name.
    await expect(page.getByText(`Saved ${file.name} to your downloads.`)).toBeVisible();

    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await expect(dialog).toBeVisible();
    // A password account reads only about its password.
    await expect(dialog.getByLabel('Password')).toBeVisible();
    await expect(dialog.getByText('Enter your password to delete your account.')).toBeVisible();
    await expect(dialog).not.toContainText('university');
    await expect(dialog).not.toContainText('LMS');
    await expect(dialog.getByLabel('Type DELETE to confirm')).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page);
    await dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription('Enter your password');
    await expect(dialog).not.toContainText('password is required');
    await dialog.getByLabel('Password').fill('Wr0ngPassword');
    await dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(page.getByText('Account deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The account is gone: the same email and password open nothing.
    const login = await page.request.post('/api/student/login', {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
  });

  test('a client deletes the account from the profile', async ({ page }) => {
    const email = await newAccount(page.request, 'client');
    await fillLogin(page, 'Client', email, PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/client/profile');
    const card = page.getByRole('region', { name: 'Your data' });
    const file = await downloadJson(page, () =>
      card.getByRole('button', { name: 'Download my data' }).click(),
    );
    expect(file.json.account).toMatchObject({ type: 'client', email });
    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/$/);
    const login = await page.request.post('/api/client/login', {
      data: { email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
  });

  test('a client whose projects are in an active offering reads why before typing anything', async ({
    page,
  }) => {
    await fillLogin(page, 'Client', DEMO_CLIENT, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.goto('/client/profile');
    const card = page.getByRole('region', { name: 'Your data' });
    // The card says so already.
    await expect(card).toContainText('Your account cannot be deleted while');
    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    const why = dialog.getByText('Your account cannot be deleted yet');
    await expect(why).toBeVisible();
    // The projects and their offering are named; nothing can be typed or pressed.
    await expect(
      dialog.getByRole('listitem').filter({ hasText: 'Shopfront Sales Forecasting' }),
    ).toHaveText('Shopfront Sales Forecasting, in COMP3900 2025T1');
    await expect(dialog).toContainText('Ask the course staff of');
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByLabel('Password')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'DELETE ACCOUNT' })).toBeDisabled();
    await expectNoAxeViolationsAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('staff download their data from the profile menu', async ({ page }) => {
    await fillLogin(page, 'Staff', DEMO_STAFF, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expectNoAxeViolations(page);
    const file = await downloadJson(page, () =>
      page.getByRole('menuitem', { name: 'Download my data' }).click(),
    );
    expect(file.name).toMatch(/^capstone-data-staff-/);
    expect(file.json.account).toMatchObject({ type: 'staff', email: DEMO_STAFF });
  });

  test("a course admin removes a student, then erases the student's data here as a step of its own", async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/staff/login', {
      data: { email: DEMO_STAFF, password: DEMO_PASSWORD },
    });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
    };
    const all = (await (await request.get('/api/staff/subcourse/all', { headers })).json()) as {
      id: string;
      code: string;
      name: string;
    }[];
    const subcourseId = all.find((s) => s.code === 'COMP3900' && s.name === '2025T1')!.id;
    const zid = freshZid();
    const email = `${zid}@ad.unsw.edu.au`;
    const imported = await request.post('/api/staff/subcourse/add-students', {
      headers,
      data: {
        subcourseId,
        students: [{ firstName: 'Erin', lastName: 'Erasure', email, zid, tutorial: 'H12A' }],
      },
    });
    expect(await imported.json()).toMatchObject({ created: 1, errors: [] });
    const id = await studentId(request, headers, subcourseId, email);
    expect(id).toBeTruthy();

    await fillLogin(page, 'Staff', DEMO_STAFF, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.getByRole('button', { name: 'Open COMP3900 2025T1' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\//);
    await page.goto('/admin/allstudents');
    await page.getByRole('searchbox', { name: 'Search members' }).fill(email);
    await page.getByRole('button', { name: 'Remove Erin Erasure from course' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove from course' });
    // Removing keeps the account, and what the offering holds until it is erased.
    await expect(remove).toContainText('Their account remains');
    await expectNoAxeViolations(page);
    await remove.getByRole('button', { name: 'REMOVE FROM COURSE' }).click();
    await expect(page.getByText('Removed Erin Erasure from the offering')).toBeVisible();
    await expect(remove).toBeHidden();
    // No second dialog follows a removal: erasing is its own, deliberate step.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const removed = page.getByRole('region', { name: 'Removed students' });
    const row = removed.getByRole('listitem').filter({ hasText: 'Erin Erasure' });
    await expect(row).toContainText(/Removed \d{2}\/\d{2}\/\d{4}/);
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: 'Erase their data: Erin Erasure' }).click();
    const dialog = page.getByRole('dialog', {
      name: "Erase Erin Erasure's data in this offering?",
    });
    await expect(dialog).toBeVisible();
    // Only what this offering holds goes: the dialog says the account stays.
    await expect(dialog.getByText('Their account is not deleted', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
    // Erasure needs the trail to show the removal (`members.remove_student`): the removal wrote
    // it, so the removed student is still "of S" for the staff export.
    const probe = await request.get(`/api/staff/subcourse/${subcourseId}/students/${id}/export`, {
      headers,
    });
    expect(probe.status()).toBe(200);
    const file = await downloadJson(page, () =>
      dialog.getByRole('button', { name: 'EXPORT DATA' }).click(),
    );
    expect(file.json.account).toMatchObject({ type: 'student', email });
    await dialog.getByRole('button', { name: 'ERASE THEIR DATA' }).click();
    await expect(page.getByText("The student's data in this offering was deleted")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(/Data erased \d{2}\/\d{2}\/\d{4}/);
    await expect(row.getByRole('button')).toHaveCount(0);
    // The account is still there, with nothing of this offering left.
    const after = await request.get(`/api/staff/subcourse/${subcourseId}/students/${id}/export`, {
      headers,
    });
    expect(after.status()).toBe(200);
    const doc = (await after.json()) as { account: { email: string }; enrolments: unknown[] };
    expect(doc.account.email).toBe(email);
    expect(doc.enrolments).toEqual([]);
  });
});
