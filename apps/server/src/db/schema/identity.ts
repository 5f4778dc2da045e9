import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';

/**
 * An account's identity at a university's sign-in provider or an LMS: the issuer (the OpenID
 * provider, or the LTI platform) and its subject for the person. One per issuer, subject and
 * account type: the same person may hold a student and a staff account. Once linked, the subject
 * alone finds the account, whatever the email later says.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    accountType: text('account_type').$type<'student' | 'staff'>().notNull(),
    accountId: text('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('external_identities_subject').on(table.issuer, table.subject, table.accountType),
    index('external_identities_account').on(table.accountType, table.accountId),
  ],
);

export type AuthFlowKind = 'oidc' | 'lti';

/**
 * A sign-in under way (OpenID Connect login, LTI login step), keyed by its `state`: the nonce,
 * the PKCE verifier and whatever the flow must remember. Kept in the database so that any
 * process can finish a flow another began; taken (deleted) on use, so each works once, and
 * dead after `expires_at`.
 */
export const authFlows = pgTable(
  'auth_flows',
  {
    state: text('state').primaryKey(),
    kind: text('kind').$type<AuthFlowKind>().notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_flows_expiry').on(table.expiresAt)],
);
