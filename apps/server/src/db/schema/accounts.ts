import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Null until the account sets a password (imported accounts start without one). */
const passwordHash = () => text('password_hash');
const passwordChangedAt = () =>
  timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow();
/**
 * When the account proved it owns its email. Only self-registration inserts null; the default
 * makes rows that existed before this column, imports and the demo seed verified.
 */
/**
 * When the account was deleted: its personal fields are erased then and the row stays,
 * so other people's records that point at it (posts, groups, allocations) stay coherent.
 */
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
const emailVerifiedAt = () => timestamp('email_verified_at', { withTimezone: true }).defaultNow();

export const students = pgTable('students', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique('students_email_unique'),
  zid: text('zid').notNull().unique('students_zid_unique'),
  passwordHash: passwordHash(),
  passwordChangedAt: passwordChangedAt(),
  emailVerifiedAt: emailVerifiedAt(),
  year: integer('year'),
  image: text('image'),
  experiences: jsonb('experiences')
    .$type<{ title: string; description: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const staff = pgTable('staff', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique('staff_email_unique'),
  zid: text('zid').notNull().unique('staff_zid_unique'),
  passwordHash: passwordHash(),
  passwordChangedAt: passwordChangedAt(),
  emailVerifiedAt: emailVerifiedAt(),
  role: text('role').$type<'course admin' | 'tutor'>().notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

/** One entry of a client's `wishlist` or `preferences`: a project and the groups it names. */
export interface ClientProjectGroups {
  project: string;
  groups: string[];
}

export const clients = pgTable('clients', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique('clients_email_unique'),
  passwordHash: passwordHash(),
  passwordChangedAt: passwordChangedAt(),
  emailVerifiedAt: emailVerifiedAt(),
  phone: text('phone').notNull(),
  companyName: text('company_name').notNull(),
  companyIndustry: text('company_industry').notNull(),
  companyAbn: text('company_abn').notNull(),
  companyAddress: text('company_address').notNull(),
  companyBrief: text('company_brief').notNull().default(''),
  contactHours: text('contact_hours').notNull(),
  isVerified: boolean('is_verified').notNull().default(false),
  /** The client's own picks of groups for its projects; only the client reads them. */
  wishlist: jsonb('wishlist')
    .$type<ClientProjectGroups[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  preferences: jsonb('preferences')
    .$type<ClientProjectGroups[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

/**
 * A reset PIN, an import access code or a registration's email code (`verify`). One row per
 * account at most: a new challenge replaces the old one through the unique index, so two
 * requests cannot leave two open challenges.
 */
export const resetChallenges = pgTable(
  'reset_challenges',
  {
    id: id(),
    accountType: text('account_type').$type<'student' | 'staff' | 'client'>().notNull(),
    accountId: text('account_id').notNull(),
    kind: text('kind').$type<'reset' | 'access' | 'verify'>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdIp: text('created_ip'),
  },
  (table) => [
    uniqueIndex('reset_challenges_account_unique').on(table.accountType, table.accountId),
  ],
);

/** The table of each account type, for code that works on any account. */
export const ACCOUNT_TABLES = { student: students, staff, client: clients } as const;
