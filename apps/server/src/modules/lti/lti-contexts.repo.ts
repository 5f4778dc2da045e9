import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ltiContexts } from '../../db/schema';
import { randomToken } from '../../lib/random-token';

export type LtiContextRow = typeof ltiContexts.$inferSelect;

/** How many instructors may wait to link one context (a bound on the list, not a rule). */
const MAX_LINKABLE_BY = 50;

/**
 * The context of a launch, created with a fresh opaque reference on first sight; title, label
 * and the memberships URL follow the latest launch (a launch without the URL keeps the old one).
 */
export async function upsertContext(
  db: DbOrTx,
  values: {
    issuer: string;
    deploymentId: string;
    contextId: string;
    title: string | null;
    label: string | null;
    membershipsUrl: string | null;
  },
): Promise<LtiContextRow> {
  const [row] = await db
    .insert(ltiContexts)
    .values({ id: randomToken(), ...values })
    .onConflictDoUpdate({
      target: [ltiContexts.issuer, ltiContexts.deploymentId, ltiContexts.contextId],
      set: {
        title: sql`excluded.title`,
        label: sql`excluded.label`,
        membershipsUrl: sql`coalesce(excluded.memberships_url, ${ltiContexts.membershipsUrl})`,
      },
    })
    .returning();
  return row!;
}

/** Lets a launching instructor link the context later. */
export async function allowLinking(db: DbOrTx, contextRef: string, staffId: string) {
  const one = sql`${JSON.stringify([staffId])}::jsonb`;
  const list = ltiContexts.linkableBy;
  await db
    .update(ltiContexts)
    .set({
      linkableBy: sql`case when ${list} @> ${one} then ${list}
        when jsonb_array_length(${list}) >= ${MAX_LINKABLE_BY} then ${one}
        else ${list} || ${one} end`,
    })
    .where(eq(ltiContexts.id, contextRef));
}

export async function findContext(db: DbOrTx, contextRef: string) {
  const [row] = await db.select().from(ltiContexts).where(eq(ltiContexts.id, contextRef));
  return row;
}

export async function linkContext(db: DbOrTx, contextRef: string, subcourseId: string) {
  await db
    .update(ltiContexts)
    .set({ subcourseId, linkedAt: sql`now()` })
    .where(eq(ltiContexts.id, contextRef));
}

export function listContextsOfSubcourse(db: DbOrTx, subcourseId: string) {
  return db
    .select()
    .from(ltiContexts)
    .where(eq(ltiContexts.subcourseId, subcourseId))
    .orderBy(asc(ltiContexts.createdAt));
}
