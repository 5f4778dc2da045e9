import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  badFormat,
  fillEvery,
  fillFields,
  FormMessages,
  rawKeyMessages,
  textFields,
  tooLong,
  USUAL_REFUSALS,
  type FieldValue,
} from './form-messages-support';
import {
  codeFromOutbox,
  fillLogin,
  freshZid,
  outboxCount,
  PASSWORD,
  VERIFY_SUBJECT,
} from './support';

/**
 * Every form of the product, submitted empty and with values it must refuse (too long, the wrong
 * shape, dates out of range, rows the import rejects): no message a person sees may show a
 * schema key ("firstName is required"), and an empty field in the error state keeps its
 * placeholder's colour. Only refused submits are sent, so the demo data stays as it was.
 */
const test = base.extend<{ messages: FormMessages }>({
  messages: async ({ page }, use, testInfo) => {
    const messages = await FormMessages.on(page);
    await use(messages);
    // Every message each step showed, for a reader of the report to judge the wording.
    await testInfo.attach('messages.json', {
      body: JSON.stringify(messages.shown, null, 2),
      contentType: 'application/json',
    });
  },
});
// Each test walks a whole form several times over.
test.describe.configure({ timeout: 60_000 });

const DEMO_PASSWORD = 'Capstone1';
const ADMIN = 'z3000002@ad.unsw.edu.au';
const TUTOR = 'z3000001@ad.unsw.edu.au';
const STUDENT = 'z5000001@ad.unsw.edu.au';
const CLIENT = 'client@demo.capstone.dev';
const DEMO = { code: 'COMP3900', name: 'Computer Science Project', offering: '2025T1' };
const DRAFT_PROJECT = 'Inventory Reorder Assistant';

const stamp = String(Date.now()).slice(-6);
const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join(
    '',
  );
/** The admin's own course, so that imports and channels touch nothing of the demo course. */
const mine = { code: `${letters()}${stamp.slice(-4)}`, offering: 'Messages Term 1', id: '' };

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const press = (page: Page, name: string) => () => button(page, name).click();

async function token(request: APIRequestContext, role: 'staff' | 'student', email: string) {
  const response = await request.post(`/api/${role}/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return {
    authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`,
  };
}

async function getJson<T>(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string>,
) {
  const response = await request.get(url, { headers });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** A new client, its email not verified yet (the verify page's form needs one). */
async function newClient(request: APIRequestContext, tag: string) {
  const email = `${tag}-${stamp}@example.com`;
  const registered = await request.post('/api/client/register', {
    data: {
      firstName: 'Wren',
      lastName: `Messages${stamp}`,
      email,
      phone: '0412345678',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      companyName: 'Plain Words Pty Ltd',
      companyABN: '12345678901',
      industry: 'Publishing',
      location: 'Sydney',
      contactHours: '9:00AM-5:00PM',
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}

/** A new student who can log in (email verified with the mailed code). */
async function newStudent(request: APIRequestContext) {
  const zid = freshZid();
  const email = `${zid}@ad.unsw.edu.au`;
  const registered = await request.post('/api/student/register', {
    data: { firstName: 'Ada', lastName: `Messages${stamp}`, email, zid, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const pin = await codeFromOutbox(email, { subject: VERIFY_SUBJECT });
  const verified = await request.post('/api/student/verify-email', { data: { email, pin } });
  expect(verified.status()).toBe(200);
  return email;
}

async function signIn(
  page: Page,
  tab: 'Client' | 'Student' | 'Staff',
  email: string,
  pw = DEMO_PASSWORD,
) {
  await fillLogin(page, tab, email, pw);
  await expect(page).toHaveURL(/\/dash$/);
}

/** Signs in and opens a course from My Courses, which makes it the current one. */
async function openCourse(
  page: Page,
  tab: 'Client' | 'Student' | 'Staff',
  email: string,
  card: string,
) {
  await signIn(page, tab, email);
  await button(page, `Open ${card}`).click();
  await expect(page).not.toHaveURL(/\/dash$/);
}

/** The "Delete account" dialog of a student's or client's own profile. */
async function deleteAccountDialog(page: Page, messages: FormMessages, who: string) {
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  const send = () => dialog.getByRole('button', { name: 'DELETE ACCOUNT' }).click();
  // The empty password last: should it ever be enough, the account is gone.
  await messages.walk(`delete account (${who})`, dialog, send, {
    'wrong password': 'Wrong1password',
    'too long': tooLong,
    empty: '',
  });
}

/** The course dashboard's "Add Shortcut" dialog, walked through `steps`. */
async function addShortcut(
  page: Page,
  messages: FormMessages,
  form: string,
  steps: Readonly<Record<string, FieldValue>>,
) {
  await button(page, 'Add Shortcut').click();
  const dialog = page.getByRole('dialog', { name: 'Add Links' });
  await messages.walk(form, dialog, () => dialog.locator('button[type=submit]').click(), steps);
}

test('the collector records every message, even a passing one, and flags a raw key', async ({
  page,
  messages,
}) => {
  await page.goto('/privacy');
  const texts = await messages.collect(() =>
    page.evaluate(() => {
      const show = (role: string, text: string) => {
        const element = document.createElement('div');
        element.setAttribute('role', role);
        element.textContent = text;
        document.body.append(element);
        return element;
      };
      show('alert', 'Enter your first name');
      // A toast that is gone before anyone looks is still recorded.
      const toast = show('status', 'firstName is required');
      setTimeout(() => toast.remove(), 20);
    }),
  );
  expect(texts).toEqual(expect.arrayContaining(['Enter your first name', 'firstName is required']));
  expect(rawKeyMessages('probe', texts)).toEqual([
    { form: 'probe', message: 'firstName is required' },
  ]);
});

test.describe('public forms', () => {
  for (const user of ['student', 'staff', 'client'] as const) {
    test(`register (${user})`, async ({ page, messages }) => {
      await page.goto(`/register?user=${user}`);
      const form = page.locator('form');
      const send = () => form.locator('button[type=submit]').click();
      await messages.walk(`register ${user}`, form, send, USUAL_REFUSALS);
      await form.locator('[autocomplete=new-password]').last().fill('Different1');
      await messages.submit(`register ${user}: passwords differ`, send);
      if (user !== 'client') return;

      // The company step, after a first step that passes; the email is taken.
      await form.locator('[autocomplete=given-name]').fill('Casey');
      await form.locator('[autocomplete=family-name]').fill('Again');
      await form.locator('[autocomplete=email]').fill(CLIENT);
      await form.locator('[autocomplete=tel]').fill('0412345678');
      for (const field of await form.locator('[autocomplete=new-password]').all()) {
        await field.fill(PASSWORD);
      }
      await send();
      await expect(form.locator('[autocomplete=organization]')).toBeVisible();
      await messages.walk('register client, company', form, send, {
        ...USUAL_REFUSALS,
        'email taken': ({ label }) =>
          /ABN/.test(label)
            ? '12345678901'
            : /hours/i.test(label)
              ? '9:00AM-5:00PM'
              : 'Plain Words',
      });
    });
  }

  test('login (client, student, staff)', async ({ page, messages }) => {
    await page.goto('/login');
    for (const [tab, unknown] of [
      ['Client', `nobody-${stamp}@example.com`],
      ['Student', 'z9999998@ad.unsw.edu.au'],
      ['Staff', 'z9999997@ad.unsw.edu.au'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const form = page.locator('form');
      const send = () => form.locator('button[type=submit]').click();
      await messages.walk(`login ${tab}`, form, send, {
        ...USUAL_REFUSALS,
        'unknown account': ({ type }) => (type === 'email' ? unknown : 'Wrong1password'),
      });
    }
    // The empty Email field of a failed submit was looked at.
    expect(messages.placeholdersChecked).toBeGreaterThan(0);
  });

  test.describe.serial('a new client: verify email, forgot and reset password', () => {
    let email = '';

    test('verify email', async ({ page, messages, request }) => {
      email = await newClient(request, 'verify');
      await page.goto(`/verify-email/client/${encodeURIComponent(email)}`);
      const form = page.locator('form');
      const send = () => form.locator('button[type=submit]').click();
      await messages.walk('verify email', form, send, {
        ...USUAL_REFUSALS,
        'wrong code': '000000',
      });
    });

    test('forgot password', async ({ page, messages }) => {
      await page.goto('/forgot-password/client');
      const form = page.locator('form');
      const send = () => form.locator('button[type=submit]').click();
      await messages.walk('forgot password', form, send, {
        ...USUAL_REFUSALS,
        'unknown email': `nobody-${stamp}@example.com`,
      });
    });

    test('reset password: the code, then the new password', async ({ page, messages, request }) => {
      const before = outboxCount(email);
      const forgot = await request.post('/api/client/forgot-password', { data: { email } });
      expect(forgot.status()).toBe(200);
      const code = await codeFromOutbox(email, { after: before });
      await page.goto(`/reset-password/verify/client/${encodeURIComponent(email)}`);
      const form = page.locator('form');
      const send = () => form.locator('button[type=submit]').click();
      await messages.walk('reset password, code', form, send, {
        ...USUAL_REFUSALS,
        'wrong code': code === '000000' ? '111111' : '000000',
      });

      await fillEvery(form, code);
      await send();
      await expect(form.locator('[autocomplete=new-password]').first()).toBeVisible();
      await messages.walk('reset password, new password', form, send, {
        empty: '',
        'too long': tooLong,
        'too weak': 'short',
        'passwords differ': ({ label }) => (/confirm/i.test(label) ? 'Different1' : PASSWORD),
      });
    });
  });

  test('LMS link page: the password that links an account', async ({ page, messages }) => {
    await page.goto(`/lti/complete#confirm=${'a'.repeat(24)}`);
    const form = page.locator('form');
    const send = () => form.locator('button[type=submit]').click();
    await messages.walk('LMS link', form, send, {
      empty: '',
      'too long': tooLong,
      'unknown link': 'Wrong1password',
    });
  });
});

test.describe('student forms', () => {
  const world = { subcourseId: '', groupId: '', projectId: '' };

  test.beforeAll(async ({ request }) => {
    const admin = await token(request, 'staff', ADMIN);
    const offerings = await getJson<{ id: string; code: string; name: string }[]>(
      request,
      '/api/staff/subcourse/all',
      admin,
    );
    world.subcourseId = offerings.find((o) => o.code === DEMO.code && o.name === DEMO.offering)!.id;
    const student = await token(request, 'student', STUDENT);
    const groups = await getJson<{ id: string; isMine?: boolean }[]>(
      request,
      `/api/subcourse/groups/${world.subcourseId}`,
      student,
    );
    world.groupId = groups.find((group) => group.isMine)!.id;
    const projects = await getJson<{ id: string }[]>(
      request,
      `/api/projects/${world.subcourseId}`,
      student,
    );
    world.projectId = projects[0]!.id;
  });

  test('student profile: experiences', async ({ page, messages }) => {
    await signIn(page, 'Student', STUDENT);
    await page.goto('/student/profile');
    await button(page, 'Edit').click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByRole('button', { name: 'Add experience' }).click();
    const send = () => form.locator('button[type=submit]').click();
    // An experience left empty is dropped, so a description without its title is the refusal.
    await form
      .getByRole('textbox', { name: /^Experience \d+ description$/ })
      .fill('Built a thing.');
    await messages.submit('student profile: an experience without a title', send);
    await fillFields(form.getByRole('textbox', { name: /^Experience \d+ / }), tooLong);
    await messages.submit('student profile: too long', send);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  test('group profile: about the group', async ({ page, messages }) => {
    await openCourse(page, 'Student', STUDENT, `${DEMO.code} ${DEMO.offering}`);
    await page.goto(`/group/profile/${world.groupId}`);
    const about = page.getByRole('region', { name: 'About the group' });
    await about.getByRole('button', { name: 'Edit' }).click();
    await fillEvery(about, tooLong);
    await messages.submit('group bio: too long', () =>
      about.getByRole('button', { name: 'Save' }).click(),
    );
    await about.getByRole('button', { name: 'Cancel' }).click();
  });

  test('group links: Add Link', async ({ page, messages }) => {
    await openCourse(page, 'Student', STUDENT, `${DEMO.code} ${DEMO.offering}`);
    await page.goto(`/group/${world.projectId}`);
    await button(page, 'Add Link').click();
    const dialog = page.getByRole('dialog', { name: 'Add Link' });
    const send = () => dialog.locator('button[type=submit]').click();
    await messages.walk('group link', dialog, send, USUAL_REFUSALS);
  });

  test('group preferences: ranking and pitches', async ({ page, messages }) => {
    await openCourse(page, 'Student', STUDENT, `${DEMO.code} ${DEMO.offering}`);
    await page.goto(`/group/preference/${world.groupId}`);
    await expect(button(page, 'NEXT')).toBeVisible();
    // The demo group's ranking is an empty draft: NEXT checks it and saves nothing.
    await messages.submit('group preferences: nothing ranked', press(page, 'NEXT'));
    await page
      .getByRole('button', { name: /^Move .* to rank…$/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Rank 1', exact: true }).click();
    const pitches = page.getByRole('textbox', { name: /^Pitch for / });
    await fillFields(pitches, 'Too short.');
    await messages.submit('group preferences: a short pitch', press(page, 'NEXT'));
    await fillFields(pitches, tooLong);
    await messages.submit('group preferences: a long pitch', press(page, 'NEXT'));
  });

  test('project preferences: notes on the wishlist', async ({ page, messages }) => {
    await openCourse(page, 'Student', STUDENT, `${DEMO.code} ${DEMO.offering}`);
    await page.goto('/student/preference');
    await expect(button(page, 'PUBLISH')).toBeVisible();
    const firstWish = page.getByRole('button', { name: /^Move .* to rank…$/ }).first();
    // Publishing an empty ranking is allowed: only notes over the limit can be refused.
    await expect(firstWish, 'the demo student has a project to rank').toBeVisible();
    await firstWish.click();
    await page
      .getByRole('menuitem', { name: /^Rank \d+$/ })
      .first()
      .click();
    await fillFields(page.getByRole('textbox', { name: /^Notes for / }), tooLong);
    await messages.submit('project preferences: long notes', press(page, 'PUBLISH'));
  });

  test('delete account (student)', async ({ page, messages, request }) => {
    const email = await newStudent(request);
    await signIn(page, 'Student', email, PASSWORD);
    await page.goto('/student/profile');
    await deleteAccountDialog(page, messages, 'student');
  });
});

test.describe('client forms', () => {
  const myProjects = (page: Page) =>
    openCourse(page, 'Client', CLIENT, `${DEMO.code} ${DEMO.name}`);

  test('project create', async ({ page, messages }) => {
    await myProjects(page);
    await button(page, 'CREATE PROJECT').click();
    const form = page.locator('form');
    await expect(textFields(form).first()).toBeVisible();
    await messages.submit('project create: empty draft', press(page, 'SAVE DRAFT'));
    await messages.walk('project create', form, press(page, 'SUBMIT'), USUAL_REFUSALS);
  });

  test('project edit', async ({ page, messages }) => {
    await myProjects(page);
    await page.getByRole('tab', { name: /DRAFT/ }).click();
    await page.getByRole('link', { name: `Edit ${DRAFT_PROJECT}` }).click();
    const form = page.locator('form');
    await expect(textFields(form).first()).toHaveValue(DRAFT_PROJECT);
    await messages.walk('project edit', form, press(page, 'SUBMIT'), {
      empty: '',
      'too long': tooLong,
    });
  });

  test('client profile', async ({ page, messages }) => {
    await signIn(page, 'Client', CLIENT);
    await page.goto('/client/profile');
    await button(page, 'Edit').click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    const send = () => form.locator('button[type=submit]').click();
    await messages.walk('client profile', form, send, USUAL_REFUSALS);
  });

  test('delete account (client)', async ({ page, messages, request }) => {
    const email = await newClient(request, 'delete');
    const pin = await codeFromOutbox(email, { subject: VERIFY_SUBJECT });
    const verified = await request.post('/api/client/verify-email', { data: { email, pin } });
    expect(verified.status()).toBe(200);
    await signIn(page, 'Client', email, PASSWORD);
    await page.goto('/client/profile');
    await deleteAccountDialog(page, messages, 'client');
  });
});

test.describe('staff forms', () => {
  test.beforeAll(async ({ request }) => {
    const headers = await token(request, 'staff', ADMIN);
    const course = await request.post('/api/staff/course/create', {
      headers,
      data: {
        name: 'Plain Messages',
        code: mine.code,
        description: 'A course whose forms are submitted wrong on purpose.',
        termDates: { '1': '16-02-2026 to 30-04-2026', '2': '01-06-2026 to 14-08-2026' },
      },
    });
    expect(course.status(), await course.text()).toBe(201);
    const offering = await request.post('/api/staff/subcourse/create', {
      headers,
      data: { name: mine.offering, term: 1, year: 2026, code: mine.code },
    });
    expect(offering.status(), await offering.text()).toBe(201);
    mine.id = ((await offering.json()) as { subcourse_id: string }).subcourse_id;
  });

  const openMine = (page: Page) =>
    openCourse(page, 'Staff', ADMIN, `${mine.code} ${mine.offering}`);

  test('create course', async ({ page, messages }) => {
    await signIn(page, 'Staff', ADMIN);
    await page.goto('/admin/course/create');
    const form = page.locator('form');
    const send = press(page, 'SUBMIT');
    await messages.submit('create course: no term', send);
    // A term's dates can be typed once the term is chosen.
    await page.getByRole('checkbox', { name: 'Term 1' }).check();
    const course = (code: string, dates: string) => (field: { label: string }) =>
      /dates/.test(field.label) ? dates : /code/i.test(field.label) ? code : 'Plain';
    await messages.walk('create course', form, send, {
      ...USUAL_REFUSALS,
      'end before start': course('ABCD1234', '30-04-2026 to 16-02-2026'),
      'code taken': course(mine.code, '16-02-2026 to 30-04-2026'),
    });
  });

  test('add an offering (wizard)', async ({ page, messages }) => {
    await signIn(page, 'Staff', ADMIN);
    await page.goto('/admin/subcourse/create');
    const form = page.locator('form');
    const send = press(page, 'NEXT');
    await messages.walk('add an offering', form, send, {
      empty: '',
      'too long': tooLong,
      'bad format': ({ label }) => (/^Year/.test(label) ? '20x6' : 'See https://example.com'),
    });

    await page.getByRole('textbox', { name: 'Course code', exact: true }).click();
    await page.getByRole('option', { name: mine.code, exact: true }).click();
    await page.getByRole('textbox', { name: 'Term', exact: true }).click();
    await page.getByRole('option', { name: 'Term 1', exact: true }).click();
    await fillEvery(form, ({ label }) => (/^Year/.test(label) ? '2026' : mine.offering));
    await messages.submit('add an offering: already exists', send);

    await fillEvery(form, ({ label }) => (/^Year/.test(label) ? '2031' : 'Later Term 1'));
    await send();
    await page
      .getByRole('textbox', { name: 'Paste students' })
      .fill('Only One Name\nBad Row, not-an-email, z12, H12A\n, , , ');
    await messages.submit('add an offering: rejected student rows', () =>
      expect(page.getByTestId('roster-counts')).toContainText('rejected'),
    );
  });

  test('course settings and the form builder', async ({ page, messages }) => {
    await openMine(page);
    await page.getByRole('link', { name: 'Course Settings', exact: true }).click();
    const send = press(page, 'SAVE');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(button(page, 'SAVE')).toBeEnabled();
    await name.fill('');
    await page.getByRole('textbox', { name: 'Group size', exact: true }).fill('');
    await messages.submit('course settings: empty', send);
    const termDates = page.getByRole('textbox', { name: /^Term \d dates$/ });
    const groupSize = page.getByRole('textbox', { name: 'Group size', exact: true });
    await name.fill(mine.offering);
    await groupSize.fill('6');
    await fillFields(termDates, '30-04-2026 to 16-02-2026');
    await messages.submit('course settings: end before start', send);
    await fillFields(termDates, 'not valid!');
    await messages.submit('course settings: bad dates', send);
    await fillFields(termDates, '16-02-2026 to 30-04-2026');
    await fillFields(name, tooLong);
    await messages.submit('course settings: name too long', send);
    await name.fill(mine.offering);
    await button(page, 'Add field to Client Questionnaire').click();
    await page.getByRole('menuitem', { name: 'Text', exact: true }).click();
    await page
      .getByRole('textbox', { name: /^Client Questionnaire field \d+ label$/ })
      .last()
      .fill('');
    await messages.submit('form builder: a field without a label', send);
    await page
      .getByRole('textbox', { name: /^Client Questionnaire field \d+ label$/ })
      .last()
      .fill('Preferred day');
    await button(page, 'Add field to Project Preference Form').click();
    await page.getByRole('menuitem', { name: 'Radio' }).click();
    await page
      .getByRole('textbox', { name: /^Project Preference Form field \d+ label$/ })
      .last()
      .fill('Meeting day');
    await page
      .getByRole('textbox', { name: /^Project Preference Form field \d+ option 1$/ })
      .last()
      .fill('');
    await messages.submit('form builder: a choice without options', send);
  });

  test('course dashboard: Add Shortcut', async ({ page, messages }) => {
    await openMine(page);
    await addShortcut(page, messages, 'shortcut', USUAL_REFUSALS);
  });

  test('member import: rows the preview and the server reject', async ({ page, messages }) => {
    await openMine(page);
    await page.goto('/course/invite/student');
    const paste = page.getByRole('textbox', { name: 'Paste students' });
    await messages.submit('member import: rejected rows', () =>
      paste.fill(
        'Only One Name\nBad Row, not-an-email, z12, H12A\nNo Tutorial, z7654321@ad.unsw.edu.au, z7654321',
      ),
    );
    // The demo student's zID with the university's other email domain: the preview cannot know
    // the zID is taken, the server refuses the row.
    await paste.fill(`Sam Again, z5000001@unsw.edu.au, z5000001, H12A`);
    await messages.submit(
      'member import: a row the server refuses',
      press(page, 'IMPORT STUDENTS'),
    );
    await expect(page.getByRole('table', { name: 'Rows the server did not import' })).toBeVisible();
  });

  test('activity filters', async ({ page, messages }) => {
    await openMine(page);
    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill('2026-01-01');
    await messages.submit('activity filters: From after To', () =>
      page.getByLabel('From', { exact: true }).fill('2026-05-01'),
    );
  });

  test('chat: create a channel, post and reply', async ({ page, messages }) => {
    await openMine(page);
    await button(page, 'Chat').click();
    await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
    await button(page, 'Create Channel').click();
    const dialog = page.getByRole('dialog', { name: 'Create Channel' });
    const create = () => dialog.locator('button[type=submit]').click();
    await messages.submit('create channel: empty', create);
    await dialog.getByRole('textbox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Course', exact: true }).click();
    await messages.submit('create channel: course, no type or name', create);
    await dialog.getByRole('textbox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Text', exact: true }).click();
    await fillEvery(dialog, tooLong);
    await messages.submit('create channel: name too long', create);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();

    await page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('button', { name: /^General/ })
      .click();
    await expect(page.locator('[data-chat-live="true"]')).toBeVisible({ timeout: 15_000 });
    await button(page, 'NEW POST').click();
    const composer = page.locator('form').filter({ has: page.getByLabel('Content') });
    await messages.submit('new post: empty', press(page, 'POST'));
    await fillEvery(composer, tooLong);
    await messages.submit('new post: too long', press(page, 'POST'));
    await fillEvery(composer, `A post to reply to ${stamp}`);
    await button(page, 'POST').click();
    const post = page.getByTestId('post').filter({ hasText: `A post to reply to ${stamp}` });
    const reply = post.getByRole('textbox', { name: /^Reply to/ });
    await fillEvery(post, tooLong);
    await messages.submit('reply: too long', () => reply.press('Enter'));
  });

  test('retention: postpone a deletion', async ({ page, messages }) => {
    // An offering comes due only after years of archive: the list of due offerings is the
    // server's, answered here, and the dialog's checks are the page's own.
    await page.route('**/api/admin/retention', (route) =>
      route.fulfill({
        json: [
          {
            subcourse_id: mine.id,
            code: mine.code,
            name: mine.offering,
            term: 1,
            year: 2026,
            archived_at: '2020-01-01T00:00:00.000Z',
            due_since: '2021-01-01T00:00:00.000Z',
            last_postponed_until: null,
            students: 0,
            groups: 0,
            posts: 0,
          },
        ],
      }),
    );
    await openMine(page);
    await page.getByRole('button', { name: /^Postpone: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Postpone deletion' });
    const send = () => dialog.locator('button[type=submit]').click();
    await messages.submit('postpone: empty', send);
    await fillEvery(dialog, tooLong);
    await messages.submit('postpone: reason too long', send);
    const until = dialog.getByLabel('Keep until');
    const day = (years: number) => `${new Date().getFullYear() + years}-01-01`;
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await reason.fill(`Ask ${TUTOR} about an appeal`);
    await until.fill(day(2));
    await messages.submit('postpone: personal data, more than a year', send);
    await reason.fill('An appeal is still open');
    await until.fill(day(-1));
    await messages.submit('postpone: a date in the past', send);
  });
});

test.describe('tutor forms', () => {
  test('course dashboard: Add Shortcut', async ({ page, messages }) => {
    await openCourse(page, 'Staff', TUTOR, `${DEMO.code} ${DEMO.offering}`);
    await addShortcut(page, messages, 'tutor shortcut', { empty: '', 'bad format': badFormat });
  });
});
