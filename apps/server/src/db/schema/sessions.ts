import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tokens ended by a logout (`POST /api/{role}/logout`), by their `jti`. A row only matters until
 * the token would have expired anyway, so `expires_at` lets later logouts sweep the old ones.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    accountType: text('account_type').$type<'student' | 'staff' | 'client'>().notNull(),
    accountId: text('account_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('revoked_tokens_expiry').on(table.expiresAt)],
);
