import { randomInt } from 'node:crypto';
import type { AccountType } from '@capstone/contracts';
import type { Db } from '../../src/db/client';
import { hashPassword } from '../../src/lib/passwords';
import { insertClient, insertStaff, insertStudent } from '../../src/modules/accounts/accounts.repo';
import type { TestApp } from './test-app';

export const PASSWORD = 'Passw0rdX';
let cachedHash: Promise<string> | undefined;
const passwordHash = () => (cachedHash ??= hashPassword(PASSWORD));

/** A zID no other factory call in this process has used. */
let zidCounter = randomInt(1_000_000, 8_000_000);
export const nextZid = () => `z${zidCounter++}`;
export const unswEmail = (zid: string) => `${zid}@ad.unsw.edu.au`;

export function studentForm(overrides: Record<string, unknown> = {}) {
  const zid = nextZid();
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: unswEmail(zid),
    zid,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

export function clientForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `client-${nextZid()}@example.com`,
    phone: '0412345678',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    companyName: 'Compilers Pty Ltd',
    companyABN: '12345678901',
    industry: 'Software',
    location: 'Sydney',
    contactHours: '9:00AM-5:00PM',
    ...overrides,
  };
}

/** Creates an account directly, with a password unless `withPassword` is false. */
export async function createAccount(
  db: Db,
  type: AccountType,
  options: { withPassword?: boolean; role?: 'course admin' | 'tutor' } = {},
) {
  const hash = options.withPassword === false ? null : await passwordHash();
  if (type === 'client') {
    const form = clientForm();
    const id = await insertClient(db, {
      name: 'Grace Hopper',
      email: form.email,
      passwordHash: hash,
      phone: form.phone,
      companyName: form.companyName,
      companyIndustry: form.industry,
      companyAbn: form.companyABN,
      companyAddress: form.location,
      contactHours: form.contactHours,
    });
    return { id, email: form.email, type };
  }
  const zid = nextZid();
  const values = { name: 'Ada Lovelace', email: unswEmail(zid), zid, passwordHash: hash };
  const id =
    type === 'staff'
      ? await insertStaff(db, { ...values, role: options.role ?? 'course admin' })
      : await insertStudent(db, values);
  return { id, email: values.email, zid, type };
}

export async function login(t: TestApp, type: AccountType, email: string, password = PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${type}/login`,
    payload: { email, password },
  });
  return response;
}

/** An account plus a valid bearer header for it. */
export async function signedIn(
  t: TestApp,
  type: AccountType,
  options: { role?: 'course admin' | 'tutor' } = {},
) {
  const account = await createAccount(t.db, type, options);
  const response = await login(t, type, account.email);
  const token = response.json<{ access_token: string }>().access_token;
  return { ...account, token, headers: { authorization: `Bearer ${token}` } };
}

/** The code of the newest `Verify Your Email` mail to `email`, once background sends settle. */
export async function emailedVerifyCode(t: TestApp, email: string) {
  await t.app.outbox.drain();
  const mail = [...t.mailer.sent]
    .reverse()
    .find((m) => m.to === email && m.subject === 'Verify Your Email');
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code emailed to ${email}`);
  return code;
}

/** Proves a self-registered account's email with its emailed code. */
export async function verifyRegisteredEmail(t: TestApp, type: AccountType, email: string) {
  const pin = await emailedVerifyCode(t, email);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${type}/verify-email`,
    payload: { email, pin },
  });
  if (response.statusCode !== 200) throw new Error(`verify-email failed: ${response.body}`);
}

/** The 6-digit code in the newest email to `to`. */
export function latestCode(t: TestApp, to: string): string {
  const mail = [...t.mailer.sent].reverse().find((m) => m.to === to);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code emailed to ${to}`);
  return code;
}
