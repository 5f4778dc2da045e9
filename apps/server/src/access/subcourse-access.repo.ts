import { and, eq, is, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { AccountType } from '@capstone/contracts';
import type { Db, DbOrTx } from '../db/client';
import { cachedAccess } from './access-cache';
import { preparedOnce } from '../db/prepared';
import type { students } from '../db/schema';
import {
  ACCOUNT_TABLES,
  courseClients,
  courses,
  enrolments,
  revokedTokens,
  staff,
  staffMemberships,
  subcourses,
} from '../db/schema';
import type { Actor } from '../lib/context';
import type { SubcourseAccess } from './access-facts';

/** The columns the subcourse policy needs, for a query that has joined `accessJoins`. */
const accessColumns = {
  subcourseId: subcourses.id,
  parentCourseId: subcourses.parentCourseId,
  isArchived: subcourses.isArchived,
  isActive: subcourses.isActive,
  ownerId: courses.ownerId,
  staffRole: staffMemberships.role,
  tutorials: staffMemberships.tutorials,
  enrolledStudent: enrolments.studentId,
  client: courseClients.clientId,
};

type AccessRow = {
  [K in keyof typeof accessColumns]: (typeof accessColumns)[K]['_']['data'] | null;
};

/** The caller's relation rows: each join matches only the caller's own membership. */
const membershipJoins = (type: AccountType, id: string | Placeholder) => ({
  staff: and(
    eq(staffMemberships.subcourseId, subcourses.id),
    eq(staffMemberships.staffId, type === 'staff' ? id : ''),
  ),
  enrolment: and(
    eq(enrolments.subcourseId, subcourses.id),
    eq(enrolments.studentId, type === 'student' ? id : ''),
  ),
  client: and(
    eq(courseClients.courseId, subcourses.parentCourseId),
    eq(courseClients.clientId, type === 'client' ? id : ''),
  ),
});

function toAccess(actor: Pick<Actor, 'type' | 'id'>, row: AccessRow): SubcourseAccess | undefined {
  if (row.subcourseId === null || row.parentCourseId === null) return undefined;
  const isStaff = actor.type === 'staff';
  return {
    subcourseId: row.subcourseId,
    parentCourseId: row.parentCourseId,
    staffRole: isStaff ? (row.staffRole ?? null) : null,
    tutorials: row.tutorials ?? [],
    isOwnerOfCourse: isStaff && row.ownerId === actor.id,
    isEnrolled: actor.type === 'student' && row.enrolledStudent !== null,
    isClientOfCourse: actor.type === 'client' && row.client !== null,
    isArchived: row.isArchived ?? false,
    isActive: row.isActive ?? false,
  };
}

/**
 * Loads every fact the subcourse policy needs in one round trip. Undefined when S does not
 * exist; the policy turns "exists but unrelated" into the same 404. Outside a transaction, the
 * facts the request's authentication already read (same statement as the account) are reused.
 */
export async function loadSubcourseAccess(
  db: DbOrTx,
  actor: Actor,
  subcourseId: string,
): Promise<SubcourseAccess | undefined> {
  const preloaded = actor.subcourseAccess;
  if (preloaded?.subcourseId === subcourseId && !is(db, PgTransaction)) return preloaded.access;
  return cachedAccess(db, `subcourse:${actor.type}:${actor.id}:${subcourseId}`, async () => {
    const joins = membershipJoins(actor.type, actor.id);
    const [row] = await db
      .select(accessColumns)
      .from(subcourses)
      .innerJoin(courses, eq(courses.id, subcourses.parentCourseId))
      .leftJoin(staffMemberships, joins.staff)
      .leftJoin(enrolments, joins.enrolment)
      .leftJoin(courseClients, joins.client)
      .where(eq(subcourses.id, subcourseId))
      .limit(1);
    return row ? toAccess(actor, row) : undefined;
  });
}

/** The statement of `loadAccountWithSubcourseAccess` for one account type, prepared once. */
function accountWithAccessStatement(db: Db, type: AccountType) {
  return preparedOnce(db, `account_with_subcourse_access_${type}`, (name) => {
    // One query shape for all three account tables; they share these columns.
    const table = ACCOUNT_TABLES[type] as typeof students;
    const id = sql.placeholder('id');
    const joins = membershipJoins(type, id);
    return db
      .select({
        id: table.id,
        passwordChangedAt: table.passwordChangedAt,
        accountRole: type === 'staff' ? staff.role : sql<null>`null`,
        tokenRevoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
        ...accessColumns,
      })
      .from(table)
      .leftJoin(subcourses, eq(subcourses.id, sql.placeholder('subcourseId')))
      .leftJoin(courses, eq(courses.id, subcourses.parentCourseId))
      .leftJoin(staffMemberships, joins.staff)
      .leftJoin(enrolments, joins.enrolment)
      .leftJoin(courseClients, joins.client)
      .where(eq(table.id, id))
      .limit(1)
      .prepare(name);
  });
}

export interface AccountWithAccess {
  account: { id: string; passwordChangedAt: Date; role: Actor['role'] };
  /** The token was logged out. */
  tokenRevoked: boolean;
  access: SubcourseAccess | undefined;
}

/**
 * A token's account and, when the route names a subcourse, the caller's access to it, in one
 * statement: the account row left-joined to S and the caller's memberships, and whether the
 * token (`jti`) was logged out. Undefined when the account does not exist; `access` undefined
 * when S does not. Kept per token: a logout is a write, so it drops what was kept.
 */
export async function loadAccountWithSubcourseAccess(
  db: Db,
  claimed: { type: AccountType; id: string; jti: string },
  subcourseId: string,
): Promise<AccountWithAccess | undefined> {
  const key = `account:${claimed.type}:${claimed.id}:${claimed.jti}:${subcourseId}`;
  return cachedAccess(db, key, async () => {
    const statement = accountWithAccessStatement(db, claimed.type);
    const [row] = await statement.execute({ id: claimed.id, subcourseId, jti: claimed.jti });
    if (!row) return undefined;
    return {
      tokenRevoked: row.tokenRevoked,
      account: {
        id: row.id,
        passwordChangedAt: row.passwordChangedAt,
        role: (claimed.type === 'staff' ? row.accountRole : claimed.type) as Actor['role'],
      },
      access: toAccess(claimed, row),
    };
  });
}
