import { count } from 'drizzle-orm';
import type { ServiceContext } from '../lib/context';
import { hashPassword } from '../lib/passwords';
import {
  findAccountByEmail,
  insertClient,
  insertStaff,
  insertStudent,
} from '../modules/accounts/accounts.repo';
import { clients, staff, students } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoCourse } from './demo-course';

/** The app's context: the demo course is built through the same services the API uses. */
type SeedContext = ServiceContext;

/** Adds each demo account and the demo course where missing, so running it twice changes nothing. */
export async function seedDemoData(ctx: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { student, tutor, courseAdmin, client } = DEMO_ACCOUNTS;
  await ctx.db.transaction(async (tx) => {
    if (!(await findAccountByEmail(tx, 'student', student.email))) {
      await insertStudent(tx, { ...student, passwordHash });
    }
    for (const [account, role] of [
      [tutor, 'tutor'],
      [courseAdmin, 'course admin'],
    ] as const) {
      if (!(await findAccountByEmail(tx, 'staff', account.email))) {
        await insertStaff(tx, { ...account, role, passwordHash });
      }
    }
    if (!(await findAccountByEmail(tx, 'client', client.email))) {
      await insertClient(tx, { ...client, passwordHash, isVerified: true });
    }
  });
  await seedDemoCourse(ctx, passwordHash);
}

/** The banner a newcomer reads in the terminal. */
export function demoLoginsText() {
  const { student, tutor, courseAdmin, client } = DEMO_ACCOUNTS;
  return [
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    `  Student:      ${student.email}`,
    `  Tutor:        ${tutor.email} (Staff tab)`,
    `  Course admin: ${courseAdmin.email} (Staff tab)`,
    `  Client:       ${client.email} (verified)`,
  ].join('\n');
}

/** First start on an empty embedded database: seed so a newcomer can log in at once. */
export async function seedIfEmpty(ctx: SeedContext): Promise<boolean> {
  const totals = await Promise.all(
    [students, staff, clients].map((table) => ctx.db.select({ n: count() }).from(table)),
  );
  if (totals.some(([row]) => (row?.n ?? 0) > 0)) return false;
  await seedDemoData(ctx);
  return true;
}
