import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  codeFromOutbox,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  fillLogin,
  freshZid,
  logout,
} from './support';

const ADMIN = 'z3000002@ad.unsw.edu.au';
const CLIENT = 'client@demo.capstone.dev';
const DEMO_PASSWORD = 'Capstone1';

const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  );
const code = `${letters()}${String(Date.now()).slice(-4)}`;
const courseName = 'Industry Capstone';
const year = '2026';
const subcourseName = '2026 Term 1';

const students = Array.from({ length: 30 }, (_, i) => {
  const zid = freshZid();
  return {
    name: `Student${i} Person${i}`,
    zid,
    email: `${zid}@ad.unsw.edu.au`,
    tutorial: i < 15 ? 'H12A' : 'W14B',
  };
});
const tutors = Array.from({ length: 3 }, (_, i) => {
  const zid = freshZid();
  return {
    name: `Tutor${i} Teacher`,
    zid,
    email: `${zid}@ad.unsw.edu.au`,
    tutorial: i === 0 ? 'H12A' : 'W14B',
  };
});

/** A roster as an LMS exports it: BOM, CRLF, a quoted "Last, First" column and one bad row. */
function rosterCsv() {
  const lines = ['Student,SIS User ID,Email,Section'];
  for (const s of students) {
    const [first, last] = s.name.split(' ');
    lines.push(`"${last}, ${first}",${s.zid},${s.email},${s.tutorial}`);
  }
  lines.push('"Broken, Row",z123,not-an-email,H12A');
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function loginAsAdmin(page: Page) {
  await fillLogin(page, 'Staff', ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash$/);
}

async function openCourseFromDash(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: `Open ${code} ${subcourseName}` }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\//);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe.serial('a course from creation to a class that can log in', () => {
  test('the course admin creates a course', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('button', { name: 'CREATE COURSE', exact: true }).click();
    await page.getByRole('link', { name: 'CREATE NEW COURSE', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/course\/create$/);
    await page.getByRole('textbox', { name: 'Course name', exact: true }).fill(courseName);
    await page.getByRole('textbox', { name: 'Course code', exact: true }).fill('bad');
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Real projects from industry clients.');
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
    await expect(
      page.getByText('Course Code must be in valid format. E.g. COMP1234').first(),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Course code', exact: true }).fill(code);
    await page.getByRole('checkbox', { name: 'Term 1' }).check();
    await page.getByRole('textbox', { name: 'Term 1 dates' }).fill('16-02-2026 to 30-04-2026');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
    await expect(page.getByText('Your course has been successfully created')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ADD AN OFFERING', exact: true })).toHaveAttribute(
      'href',
      `/admin/subcourse/create?code=${code}`,
    );
    // A course with no offering yet is listed on My Courses with its next step.
    await page.getByRole('link', { name: 'GO TO DASHBOARD', exact: true }).click();
    await expect(page.getByTestId('courses-without-offering')).toContainText(code);
    await expectNoAxeViolationsAtBothWidths(page);
  });

  test('creates a subcourse importing 30 students from a CSV with a BOM and 3 tutors', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.getByRole('link', { name: `Add an offering of ${code}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add an Offering' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Course code', exact: true })).toHaveValue(code);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(subcourseName);
    await pick(page, 'Term', 'Term 1');
    await page.getByRole('textbox', { name: 'Year', exact: true }).fill(year);
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();

    await page.getByText('Upload CSV file').click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'roster.csv',
      mimeType: 'text/csv',
      buffer: rosterCsv(),
    });
    await expect(page.getByTestId('roster-counts')).toContainText('30 rows ready');
    await expect(page.getByTestId('roster-counts')).toContainText('1 rejected');
    await expect(page.getByRole('cell', { name: 'Email must be unsw email' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'NEXT', exact: true }).click();

    await page
      .getByRole('textbox', { name: 'Paste tutors' })
      .fill(tutors.map((t) => `${t.name}, ${t.email}, ${t.zid}, ${t.tutorial}`).join('\n'));
    await page.getByRole('button', { name: 'CREATE OFFERING', exact: true }).click();
    const studentsSummary = page.getByRole('status', { name: 'Students' });
    await expect(studentsSummary).toContainText('Created');
    await expect(studentsSummary).toContainText('30');
    await expect(page.getByRole('status', { name: 'Tutors' })).toContainText('3');
  });

  test('the form builder round-trips and the course is activated', async ({ page }) => {
    await openCourseFromDash(page);
    await page.getByRole('link', { name: 'Course Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/editCourse$/);
    await expect(page.getByRole('button', { name: 'SAVE', exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: 'Add field to Client Questionnaire', exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Radio' }).click();
    const label = page
      .getByRole('textbox', { name: /^Client Questionnaire field \d+ label$/ })
      .last();
    await label.fill('Preferred meeting day');
    await expect(
      page.getByRole('textbox', { name: /^Client Questionnaire field \d+ option 1$/ }).last(),
    ).toHaveValue('Option 1');
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    await expect(page.getByText('Your data has been successfully submitted')).toBeVisible();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await page.reload();
    await expect(
      page.getByRole('textbox', { name: /^Client Questionnaire field \d+ label$/ }).last(),
    ).toHaveValue('Preferred meeting day');

    await page.getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ACTIVATE', exact: true }).click();
    await expect(page.getByText('Subcourse activated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ACTIVATE', exact: true })).toBeDisabled();
  });

  test('an imported student sets a password from the emailed access code and sees the course', async ({
    page,
  }) => {
    const student = students[0]!;
    const accessCode = await codeFromOutbox(student.email);
    await page.goto(`/reset-password/verify/student/${encodeURIComponent(student.email)}`);
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(accessCode);
    await page.getByRole('button', { name: 'VERIFY', exact: true }).click();
    await page.getByLabel('New password', { exact: true }).fill('Imported1');
    await page.getByLabel('Confirm new password').fill('Imported1');
    await page.getByRole('button', { name: 'RESET PASSWORD', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, 'Student', student.email, 'Imported1');
    await expect(page).toHaveURL(/\/dash$/);
    await expect(page.getByRole('button', { name: `Open ${code} ${subcourseName}` })).toBeVisible();
    await logout(page);
  });

  test('the report downloads with one row per student', async ({ page }) => {
    await openCourseFromDash(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Generate report', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${year}_${code}_report.csv`);
    const text = readFileSync((await file.path())!, 'utf8');
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.slice(0, 4)).toEqual([
      `Course Name,${subcourseName}`,
      `Course Code,${code}`,
      `Year,${year}`,
      'Term,1',
    ]);
    expect(lines[4]).toBe(
      'Student Name,Student ZID,Tutorial,Group,Project,Client Name,Client Company,Client Email',
    );
    const rows = lines.slice(5);
    expect(rows).toHaveLength(30);
    expect(rows.filter((r) => r.includes(',H12A,'))).toHaveLength(15);
    expect(rows.every((r) => r.endsWith(',unallocated,N/A,N/A,N/A'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a client finds the course and applies', async ({ page }) => {
    await fillLogin(page, 'Client', CLIENT, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash$/);
    await page.getByRole('link', { name: 'JOIN COURSE', exact: true }).click();
    await expect(page).toHaveURL(/\/client\/allCourses$/);
    await page
      .getByRole('searchbox', { name: 'Search courses' })
      .fill(code.slice(0, 6).toLowerCase());
    await page.getByRole('link', { name: `View ${code} ${courseName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(code);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Apply to be a Client', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Register to be a client' });
    await expect(dialog).toContainText(
      `Would you like to apply for ${code}: ${courseName}? This will notify the relevant course administration.`,
    );
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(
      page
        .getByText(
          `Application sent. The course administration for ${code}: ${courseName} will be in touch shortly.`,
        )
        .first(),
    ).toBeVisible();
    await expect(page.getByText('Already a client')).toBeVisible();
  });

  test('removing a student keeps their data until erased, and archiving says when it falls due', async ({
    page,
  }) => {
    await openCourseFromDash(page);
    // The dashboard names the offering once, with its state, and its data retention.
    const main = page.getByRole('main');
    await expect(main.getByText(`${code} ${subcourseName}`, { exact: true })).toBeVisible();
    await expect(main.getByText(`${code} ${subcourseName} · ${year}`)).toHaveCount(0);
    await expect(main.getByText('Active', { exact: true })).toBeVisible();
    const retention = page.getByRole('region', { name: 'Data retention' });
    await expect(retention).toContainText('This offering is active.');

    // Remove a student: the words say what happens, and no erase dialog follows.
    const student = students[29]!;
    await page.goto('/admin/allstudents');
    await page.getByRole('searchbox', { name: 'Search members' }).fill(student.email);
    await page.getByRole('button', { name: `Remove ${student.name} from course` }).click();
    const remove = page.getByRole('dialog', { name: 'Remove from course' });
    await expect(remove).toContainText('Their account remains');
    await remove.getByRole('button', { name: 'REMOVE FROM COURSE', exact: true }).click();
    await expect(page.getByText(`Removed ${student.name} from the offering`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Removed students' }).getByText(student.name),
    ).toBeVisible();

    // Archive: the confirmation says that the retention clock starts, and when it ends.
    await page.goto('/editCourse');
    await page.getByRole('button', { name: 'ARCHIVE', exact: true }).click();
    const archive = page.getByRole('dialog', { name: 'Archive offering' });
    const now = new Date();
    const due = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 730);
    const pad = (n: number) => String(n).padStart(2, '0');
    const dueText = `${pad(due.getDate())}/${pad(due.getMonth() + 1)}/${due.getFullYear()}`;
    await expect(archive).toContainText(
      `Student data in this offering will be due for deletion in 730 days (on ${dueText}).`,
    );
    await expectNoAxeViolations(page);
    await archive.getByRole('button', { name: 'ARCHIVE', exact: true }).click();
    await expect(page.getByText('Subcourse archived')).toBeVisible();

    await page.getByRole('link', { name: 'Back to course dashboard' }).click();
    await expect(main.getByText('Archived', { exact: true })).toBeVisible();
    await expect(retention).toContainText('This offering is archived.');
    await expectNoAxeViolations(page);
  });
});
