import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { ACCOUNT_TABLES, clients, staff, students } from '../../db/schema';

/** The columns every account type shares: enough to log in, reset and authenticate. */
export interface AccountCredentials {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  passwordChangedAt: Date;
  /** Null while a self-registered account has not proved it owns its email. */
  emailVerifiedAt: Date | null;
  role: 'student' | 'client' | 'course admin' | 'tutor';
}

const credentialColumns = (type: AccountType) => {
  const table = ACCOUNT_TABLES[type];
  return {
    id: table.id,
    name: table.name,
    email: table.email,
    passwordHash: table.passwordHash,
    passwordChangedAt: table.passwordChangedAt,
    emailVerifiedAt: table.emailVerifiedAt,
  };
};

const withRole = (type: AccountType, row: Omit<AccountCredentials, 'role'>, staffRole?: string) =>
  ({
    ...row,
    role: type === 'staff' ? (staffRole as 'course admin' | 'tutor') : type,
  }) as AccountCredentials;

async function findCredentials(db: DbOrTx, type: AccountType, by: 'email' | 'id', value: string) {
  if (type === 'staff') {
    const [row] = await db
      .select({ ...credentialColumns('staff'), staffRole: staff.role })
      .from(staff)
      .where(eq(staff[by], value))
      .limit(1);
    return row ? withRole(type, row, row.staffRole) : undefined;
  }
  const table = ACCOUNT_TABLES[type];
  const [row] = await db
    .select(credentialColumns(type))
    .from(table)
    .where(eq(table[by], value))
    .limit(1);
  return row ? withRole(type, row) : undefined;
}

export const findAccountByEmail = (db: DbOrTx, type: AccountType, email: string) =>
  findCredentials(db, type, 'email', email);

export const findAccountById = (db: DbOrTx, type: AccountType, id: string) =>
  findCredentials(db, type, 'id', id);

export async function isZidTaken(db: DbOrTx, type: 'student' | 'staff', zid: string) {
  const table = ACCOUNT_TABLES[type];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.zid, zid)).limit(1);
  return rows.length > 0;
}

/**
 * Sets a password chosen through an emailed code, which also proves the account owns its email.
 */
export async function setPassword(
  db: DbOrTx,
  type: AccountType,
  id: string,
  passwordHash: string,
  at: Date,
) {
  const table = ACCOUNT_TABLES[type];
  await db
    .update(table)
    .set({
      passwordHash,
      passwordChangedAt: at,
      emailVerifiedAt: sql`coalesce(${table.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(table.id, id));
}

/** Marks the email verified; false when it already was (or the account is gone). */
export async function markEmailVerified(db: DbOrTx, type: AccountType, id: string, at: Date) {
  const table = ACCOUNT_TABLES[type];
  const rows = await db
    .update(table)
    .set({ emailVerifiedAt: at })
    .where(and(eq(table.id, id), isNull(table.emailVerifiedAt)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export type NewStudent = typeof students.$inferInsert;
export type NewStaff = typeof staff.$inferInsert;
export type NewClient = typeof clients.$inferInsert;

export async function insertStudent(db: DbOrTx, values: NewStudent) {
  const [row] = await db.insert(students).values(values).returning({ id: students.id });
  return row!.id;
}
export async function insertStaff(db: DbOrTx, values: NewStaff) {
  const [row] = await db.insert(staff).values(values).returning({ id: staff.id });
  return row!.id;
}
export async function insertClient(db: DbOrTx, values: NewClient) {
  const [row] = await db.insert(clients).values(values).returning({ id: clients.id });
  return row!.id;
}

export const getStudent = async (db: DbOrTx, id: string) =>
  (await db.select().from(students).where(eq(students.id, id)).limit(1))[0];
export const getStaff = async (db: DbOrTx, id: string) =>
  (await db.select().from(staff).where(eq(staff.id, id)).limit(1))[0];
export const getClient = async (db: DbOrTx, id: string) =>
  (await db.select().from(clients).where(eq(clients.id, id)).limit(1))[0];

export type StudentRow = NonNullable<Awaited<ReturnType<typeof getStudent>>>;
export type StaffRow = NonNullable<Awaited<ReturnType<typeof getStaff>>>;
export type ClientRow = NonNullable<Awaited<ReturnType<typeof getClient>>>;
