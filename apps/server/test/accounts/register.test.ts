import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { clients, staff, students } from '../../src/db/schema';
import {
  clientForm,
  createAccount,
  login,
  studentForm,
  verifyRegisteredEmail,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (role: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/${role}/register`, payload });

describe('POST /api/{role}/register', () => {
  it('rejects an unknown account type', async () => {
    const response = await register('admin', studentForm());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.invalidUserType });
  });

  it.each([
    ['firstName', 'firstName is required'],
    ['lastName', 'lastName is required'],
    ['email', 'email is required'],
    ['zid', 'zid is required'],
    ['password', 'password is required'],
  ])('names a missing %s', async (field, message) => {
    const form: Record<string, unknown> = studentForm();
    delete form[field];
    const response = await register('student', form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: message });
  });

  it.each([
    [{ email: 'ada@gmail.com' }, MESSAGES.emailUnswRegister],
    [{ zid: 'z12' }, MESSAGES.zidFormat],
    [{ zid: 'z9999999' }, MESSAGES.zidMismatch],
    [{ password: 'short1A', confirmPassword: 'short1A' }, MESSAGES.passwordRules],
    [{ password: 'alllowercase1', confirmPassword: 'alllowercase1' }, MESSAGES.passwordRules],
    [{ password: 'Has space 1A', confirmPassword: 'Has space 1A' }, MESSAGES.passwordSpaces],
    [{ confirmPassword: 'Different1' }, MESSAGES.passwordMismatch],
    [{ user: 'client' }, MESSAGES.userMismatch],
  ])('student %o → 400', async (overrides, message) => {
    const response = await register('student', studentForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: message });
  });

  it.each([
    [{ phone: '12' }, MESSAGES.phoneInvalid],
    [{ companyABN: '1234' }, MESSAGES.abnDigits],
    [{ contactHours: '9 till 5' }, MESSAGES.contactHours],
    [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
    [{ companyName: '   ' }, 'companyName is required'],
  ])('client %o → 400', async (overrides, message) => {
    const response = await register('client', clientForm(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: message });
  });

  it('registers a student with trimmed, collapsed names and a lower-case email', async () => {
    const form = studentForm({ firstName: '  Ada   Maria ', lastName: ' Lovelace ' });
    const response = await register('student', {
      ...form,
      email: `  ${form.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.registeredStudent });
    const [row] = await t.db.select().from(students).where(eq(students.zid, form.zid));
    expect(row?.name).toBe('Ada Maria Lovelace');
    expect(row?.email).toBe(form.email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.emailVerifiedAt).toBeNull();
    await verifyRegisteredEmail(t, 'student', form.email);
    expect((await login(t, 'student', form.email)).statusCode).toBe(200);
  });

  it('registers staff as a course admin and accepts the short university domain', async () => {
    const form = studentForm();
    const email = form.email.replace('ad.unsw.edu.au', 'unsw.edu.au');
    const response = await register('staff', { ...form, email, user: 'staff' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.registeredStaff });
    const [row] = await t.db.select().from(staff).where(eq(staff.email, email));
    expect(row?.role).toBe('course admin');
  });

  it('registers an unverified client and maps the company fields', async () => {
    const form = clientForm({ phone: '+61 2 9876 5432', contactHours: '9:00am - 5:30pm' });
    const response = await register('client', form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.registeredClient });
    const [row] = await t.db.select().from(clients).where(eq(clients.email, form.email));
    expect(row).toMatchObject({
      name: 'Grace Hopper',
      isVerified: false,
      companyName: form.companyName,
      companyAbn: form.companyABN,
      companyIndustry: form.industry,
      companyAddress: form.location,
      contactHours: form.contactHours,
    });
  });

  it('refuses a taken email or zID, including an imported account without a password', async () => {
    const imported = await createAccount(t.db, 'student', { withPassword: false });
    const sameEmail = await register(
      'student',
      studentForm({ email: imported.email, zid: imported.zid }),
    );
    expect(sameEmail.json()).toEqual({ Error: MESSAGES.emailInUse });

    const existing = await createAccount(t.db, 'staff');
    const sameZid = await register(
      'staff',
      studentForm({ zid: existing.zid, email: existing.email.replace('ad.unsw', 'unsw') }),
    );
    expect(sameZid.statusCode).toBe(400);
    expect(sameZid.json()).toEqual({ Error: MESSAGES.zidInUse });
  });

  it('lets one person hold a student and a staff account', async () => {
    const form = studentForm();
    expect((await register('student', form)).statusCode).toBe(201);
    expect((await register('staff', form)).statusCode).toBe(201);
  });

  it('answers two simultaneous registrations of one email with one success', async () => {
    const form = studentForm();
    const results = await Promise.all([register('student', form), register('student', form)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const rows = await t.db.select().from(students).where(eq(students.email, form.email));
    expect(rows).toHaveLength(1);
  });
});
