import { aliasedTable, and, asc, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { outer } from '../../db/outer';
import {
  auditEvents,
  changeRequests,
  channelMembers,
  channels,
  courseClients,
  courses,
  emailOutbox,
  enrolments,
  externalIdentities,
  groups,
  posts,
  projectClients,
  projects,
  replies,
  resetChallenges,
  staffLinks,
  staffMemberships,
  subcourseClients,
  subcourses,
} from '../../db/schema';

/** Who the export is about, and (for a staff export) the one offering it is limited to. */
export interface ExportSubject {
  type: AccountType;
  id: string;
  email: string;
  subcourseId?: string;
}

/** A staff export reads only the rows of its offering; an account export reads them all. */
const inScope = (column: AnyColumn, who: ExportSubject) =>
  who.subcourseId ? eq(column, who.subcourseId) : sql`true`;

export const subcourseColumns = {
  id: subcourses.id,
  code: subcourses.code,
  name: subcourses.name,
  term: subcourses.term,
  year: subcourses.year,
};

export function listStudentEnrolments(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      subcourse: subcourseColumns,
      tutorial: enrolments.tutorial,
      groupId: enrolments.groupId,
      wishlist: enrolments.wishlist,
      preferences: enrolments.preferences,
      createdAt: enrolments.createdAt,
    })
    .from(enrolments)
    .innerJoin(subcourses, eq(subcourses.id, enrolments.subcourseId))
    .where(and(eq(enrolments.studentId, who.id), inScope(enrolments.subcourseId, who)))
    .orderBy(asc(enrolments.createdAt));
}

export function listGroupsById(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: groups.id,
      subcourseId: groups.subcourseId,
      name: groups.name,
      tutorial: groups.tutorial,
      leadId: groups.leadId,
      bio: groups.bio,
      goal: groups.goal,
      links: groups.links,
      responses: groups.responses,
      projPreferences: groups.projPreferences,
      topicPreferences: groups.topicPreferences,
      isDraft: groups.isDraft,
      projectId: groups.projectId,
      members: sql<number>`(select count(*)::int from ${enrolments} where ${enrolments.groupId} = ${outer(groups.id)})`,
    })
    .from(groups)
    .where(inArray(groups.id, ids));
}

/** Names of projects (wishlists and rankings name projects by id). */
export async function projectNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inArray(projects.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The offering's projects with places and how many groups the published allocation put there. */
export function listAllocationFacts(db: DbOrTx, subcourseId: string) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      capacity: projects.capacity,
      status: projects.status,
      subcourseId: projects.subcourseId,
      groupsPlaced: sql<number>`(select count(*)::int from ${groups} where ${groups.projectId} = ${outer(projects.id)} and ${groups.subcourseId} = ${subcourseId})`,
    })
    .from(projects)
    .where(
      or(
        eq(projects.subcourseId, subcourseId),
        sql`${outer(projects.id)} in (select ${groups.projectId} from ${groups} where ${groups.subcourseId} = ${subcourseId})`,
      ),
    );
}

const requestedFrom = aliasedTable(projects, 'requested_from');
const requestedTo = aliasedTable(projects, 'requested_to');

/** The change requests the student made as a group's lead, with current names. */
export function listOwnChangeRequests(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      id: changeRequests.id,
      subcourseId: changeRequests.subcourseId,
      groupId: changeRequests.groupId,
      groupName: groups.name,
      fromProjectId: changeRequests.fromProjectId,
      fromProjectName: requestedFrom.name,
      projectId: changeRequests.projectId,
      projectName: requestedTo.name,
      reason: changeRequests.reason,
      status: changeRequests.status,
      createdAt: changeRequests.createdAt,
      decidedAt: changeRequests.decidedAt,
      message: changeRequests.message,
      appliedInVersion: changeRequests.appliedInVersion,
    })
    .from(changeRequests)
    .innerJoin(groups, eq(groups.id, changeRequests.groupId))
    .leftJoin(requestedFrom, eq(requestedFrom.id, changeRequests.fromProjectId))
    .leftJoin(requestedTo, eq(requestedTo.id, changeRequests.projectId))
    .where(and(eq(changeRequests.requestedBy, who.id), inScope(changeRequests.subcourseId, who)))
    .orderBy(asc(changeRequests.createdAt), asc(changeRequests.id));
}

export function listChannelMemberships(db: DbOrTx, who: ExportSubject) {
  return db
    .select({ id: channels.id, name: channels.name, subcourseId: channels.subcourseId })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .where(
      and(
        eq(channelMembers.accountType, who.type),
        eq(channelMembers.accountId, who.id),
        inScope(channels.subcourseId, who),
      ),
    );
}

export function listOwnPosts(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      id: posts.id,
      channelId: posts.channelId,
      channelName: channels.name,
      subcourseId: channels.subcourseId,
      title: posts.title,
      content: posts.content,
      category: posts.category,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .where(
      and(
        eq(posts.creatorType, who.type),
        eq(posts.creatorId, who.id),
        inScope(channels.subcourseId, who),
      ),
    )
    .orderBy(asc(posts.seq));
}

export function listOwnReplies(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      id: replies.id,
      postId: replies.postId,
      channelId: posts.channelId,
      subcourseId: channels.subcourseId,
      content: replies.content,
      createdAt: replies.createdAt,
    })
    .from(replies)
    .innerJoin(posts, eq(posts.id, replies.postId))
    .innerJoin(channels, eq(channels.id, posts.channelId))
    .where(
      and(
        eq(replies.creatorType, who.type),
        eq(replies.creatorId, who.id),
        inScope(channels.subcourseId, who),
      ),
    )
    .orderBy(asc(replies.seq));
}

/**
 * Mail to the account: rows queued for it, and rows to its address (mail sent before it had
 * one); for a staff export only those of the offering.
 */
export function listEmailsTo(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(
      and(
        or(
          and(eq(emailOutbox.accountType, who.type), eq(emailOutbox.accountId, who.id)),
          eq(emailOutbox.toEmail, who.email),
        ),
        inScope(emailOutbox.subcourseId, who),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt));
}

export function listAuditEventsAbout(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      actorType: auditEvents.actorType,
      actorId: auditEvents.actorId,
      action: auditEvents.action,
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
      subjectId: auditEvents.subjectId,
      subcourseId: auditEvents.subcourseId,
      courseId: auditEvents.courseId,
      summary: auditEvents.summary,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .where(
      and(
        or(
          eq(auditEvents.subjectId, who.id),
          and(eq(auditEvents.actorType, who.type), eq(auditEvents.actorId, who.id)),
        ),
        inScope(auditEvents.subcourseId, who),
      ),
    )
    .orderBy(asc(auditEvents.at), asc(auditEvents.id));
}

export function listExternalIdentities(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      issuer: externalIdentities.issuer,
      subject: externalIdentities.subject,
      createdAt: externalIdentities.createdAt,
      lastSeenAt: externalIdentities.lastSeenAt,
    })
    .from(externalIdentities)
    .where(
      and(
        eq(externalIdentities.accountType, who.type as 'student' | 'staff'),
        eq(externalIdentities.accountId, who.id),
      ),
    );
}

/** Open codes (reset, access, verification): when and what for, never the code. */
export function listChallenges(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      kind: resetChallenges.kind,
      createdAt: resetChallenges.createdAt,
      expiresAt: resetChallenges.expiresAt,
      usedAt: resetChallenges.usedAt,
    })
    .from(resetChallenges)
    .where(and(eq(resetChallenges.accountType, who.type), eq(resetChallenges.accountId, who.id)));
}

export function listStaffMemberships(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      subcourse: subcourseColumns,
      role: staffMemberships.role,
      tutorials: staffMemberships.tutorials,
      createdAt: staffMemberships.createdAt,
    })
    .from(staffMemberships)
    .innerJoin(subcourses, eq(subcourses.id, staffMemberships.subcourseId))
    .where(eq(staffMemberships.staffId, who.id));
}

export function listStaffLinks(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      subcourseId: staffLinks.subcourseId,
      name: staffLinks.name,
      url: staffLinks.url,
      createdAt: staffLinks.createdAt,
    })
    .from(staffLinks)
    .where(eq(staffLinks.staffId, who.id));
}

export function listOwnedCourses(db: DbOrTx, who: ExportSubject) {
  return db
    .select({ id: courses.id, code: courses.code, name: courses.name })
    .from(courses)
    .where(eq(courses.ownerId, who.id));
}

export function listCourseApplications(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      courseId: courseClients.courseId,
      code: courses.code,
      name: courses.name,
      appliedAt: courseClients.appliedAt,
    })
    .from(courseClients)
    .innerJoin(courses, eq(courses.id, courseClients.courseId))
    .where(eq(courseClients.clientId, who.id));
}

export function listClientSubcourses(db: DbOrTx, who: ExportSubject) {
  return db
    .select(subcourseColumns)
    .from(subcourseClients)
    .innerJoin(subcourses, eq(subcourses.id, subcourseClients.subcourseId))
    .where(eq(subcourseClients.clientId, who.id));
}

export function listClientProjects(db: DbOrTx, who: ExportSubject) {
  return db
    .select({
      id: projects.id,
      courseId: projects.courseId,
      subcourseId: projects.subcourseId,
      projNo: projects.projNo,
      name: projects.name,
      status: projects.status,
      capacity: projects.capacity,
      category: projects.category,
      terms: projects.terms,
      areas: projects.areas,
      background: projects.background,
      scope: projects.scope,
      description: projects.description,
      reqSkills: projects.reqSkills,
      outcomes: projects.outcomes,
      attachments: projects.attachments,
      responses: projects.responses,
      dateCreated: projects.dateCreated,
      dateModified: projects.dateModified,
      allocatedGroups: sql<
        { id: string; name: string }[]
      >`coalesce((select jsonb_agg(jsonb_build_object('id', ${groups.id}, 'name', ${groups.name}) order by ${groups.name}) from ${groups} where ${groups.projectId} = ${outer(projects.id)}), '[]'::jsonb)`,
    })
    .from(projectClients)
    .innerJoin(projects, eq(projects.id, projectClients.projectId))
    .where(eq(projectClients.clientId, who.id))
    .orderBy(asc(projects.projNo));
}
