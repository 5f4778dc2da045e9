import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { subcourses } from './courses';

/**
 * The tool's own signing keys for LTI 1.3 (client-credentials assertions), published at
 * `GET /api/lti/jwks`. Generated on first use; the newest key not retired signs, and every key
 * not retired stays in the key set, so a rotation (insert a new key, retire the old one once
 * platforms have fetched the set again) never breaks a token in flight.
 */
export const ltiKeys = pgTable('lti_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * An LMS course (an LTI `context`) the product has seen a launch from. `id` is the opaque
 * `contextRef` the web and the link and sync routes use; `subcourse_id` is set once an
 * instructor links it. The memberships URL is the context's Names and Role Provisioning
 * Services endpoint, from the latest launch that carried it.
 */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    deploymentId: text('deployment_id').notNull(),
    contextId: text('context_id').notNull(),
    title: text('title'),
    label: text('label'),
    membershipsUrl: text('memberships_url'),
    /**
     * Staff accounts that launched from this context as instructors while it was unlinked: only
     * they may link it (with course admin of the subcourse), so a leaked `contextRef` is useless.
     */
    linkableBy: jsonb('linkable_by')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subcourseId: text('subcourse_id').references(() => subcourses.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lti_contexts_context').on(table.issuer, table.deploymentId, table.contextId),
    index('lti_contexts_subcourse').on(table.subcourseId),
  ],
);
