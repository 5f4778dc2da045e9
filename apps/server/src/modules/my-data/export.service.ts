import type { AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { getClient, getStaff, getStudent } from '../accounts/accounts.repo';
import { explainPublishedAllocation, type ExplainedProject } from './allocation-explanation';
import {
  listAllocationFacts,
  listAuditEventsAbout,
  listChallenges,
  listChannelMemberships,
  listClientProjects,
  listClientSubcourses,
  listCourseApplications,
  listEmailsTo,
  listExternalIdentities,
  listGroupsById,
  listOwnedCourses,
  listOwnPosts,
  listOwnReplies,
  listStaffLinks,
  listStaffMemberships,
  listStudentEnrolments,
  projectNames,
  type ExportSubject,
} from './export.repo';

/** Mail that carried a sign-in code: its body is never exported, used or not. */
const CODE_MAIL_KINDS = new Set(['access-code', 'reset-pin', 'verify-email']);
/** Mail that quotes other people (reply and announcement notices, client applications). */
const NOTICE_KIND = 'notice';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export const EXPORT_FORMAT = 'capstone-my-data/1';

/** What the document says about itself, so a reader knows what each part is and is not. */
const NOTES = [
  'Everything this product holds about the account, as of generated_at.',
  'Other people appear only by account id, never by name, email or zID.',
  'Emails: kind, status, dates, subject and text of every email sent to the account. The text of emails that carried a sign-in code or PIN is withheld (the code is a secret); the subject and text of notices (replies, announcements) are withheld because they quote other people (the messages remain readable in the product).',
  'Allocations are decided and published by course staff, who may start from the suggestion of the allocation engine; each explanation is worked out from the published allocation and the group ranking.',
  'Audit events: actions about the account or by it. The network address is given only for actions the account took itself.',
];
const SCOPED_NOTE =
  'Exported by course staff for one offering: only records of that offering are included, and of the account only its name, email and zID. The student can download everything the product holds from their own profile.';

type Who = ExportSubject;

/**
 * The account as a staff export shows it (api.md §21.1): who the student is, nothing more. The
 * rest of the profile is not the offering's: the student downloads it themselves.
 */
async function offeringProfileOf(db: DbOrTx, id: string) {
  const row = await getStudent(db, id);
  return (
    row && { type: 'student' as const, id: row.id, name: row.name, email: row.email, zid: row.zid }
  );
}

async function profileOf(db: DbOrTx, who: Who) {
  if (who.type === 'student') {
    const row = await getStudent(db, who.id);
    return (
      row && {
        type: 'student' as const,
        id: row.id,
        name: row.name,
        email: row.email,
        zid: row.zid,
        year: row.year,
        image: row.image,
        experiences: row.experiences,
        has_password: row.passwordHash !== null,
        email_verified_at: iso(row.emailVerifiedAt),
        created_at: iso(row.createdAt),
      }
    );
  }
  if (who.type === 'staff') {
    const row = await getStaff(db, who.id);
    return (
      row && {
        type: 'staff' as const,
        id: row.id,
        name: row.name,
        email: row.email,
        zid: row.zid,
        role: row.role,
        has_password: row.passwordHash !== null,
        email_verified_at: iso(row.emailVerifiedAt),
        created_at: iso(row.createdAt),
      }
    );
  }
  const row = await getClient(db, who.id);
  return (
    row && {
      type: 'client' as const,
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company_name: row.companyName,
      company_industry: row.companyIndustry,
      company_abn: row.companyAbn,
      company_address: row.companyAddress,
      company_brief: row.companyBrief,
      contact_hours: row.contactHours,
      is_verified: row.isVerified,
      wishlist: row.wishlist,
      preferences: row.preferences,
      has_password: row.passwordHash !== null,
      email_verified_at: iso(row.emailVerifiedAt),
      created_at: iso(row.createdAt),
    }
  );
}

/** Enrolments with their wishlists and rankings (the notes are the student's pitches). */
async function studentRecords(db: DbOrTx, who: Who) {
  const enrolments = await listStudentEnrolments(db, who);
  const groupIds = enrolments.flatMap((row) => (row.groupId ? [row.groupId] : []));
  const groups = await listGroupsById(db, groupIds);
  const named = await projectNames(db, [
    ...enrolments.flatMap((row) => [...row.wishlist, ...row.preferences.map((p) => p.project)]),
    ...groups.flatMap((group) => group.projPreferences.map((p) => p.project)),
  ]);
  const project = (id: string) => ({ id, name: named.get(id) ?? null });
  const allocations = [];
  for (const group of groups) {
    const facts = await listAllocationFacts(db, group.subcourseId);
    const projects = new Map<string, ExplainedProject>(
      facts.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          capacity: row.capacity,
          groupsPlaced: row.groupsPlaced,
          offered: row.subcourseId === group.subcourseId && row.status === 'available',
        },
      ]),
    );
    allocations.push({
      subcourse_id: group.subcourseId,
      group_id: group.id,
      group_name: group.name,
      ...explainPublishedAllocation(group, projects),
    });
  }
  return {
    enrolments: enrolments.map((row) => ({
      subcourse: row.subcourse,
      tutorial: row.tutorial,
      group_id: row.groupId,
      enrolled_at: iso(row.createdAt),
      wishlist: row.wishlist.map(project),
      preferences: row.preferences.map((entry) => ({
        project: project(entry.project),
        rank: entry.rank,
        pitch: entry.notes,
      })),
    })),
    groups: groups.map((group) => ({
      id: group.id,
      subcourse_id: group.subcourseId,
      name: group.name,
      tutorial: group.tutorial,
      you_are_lead: group.leadId === who.id,
      member_count: group.members,
      bio: group.bio,
      goal: group.goal,
      links: group.links,
      responses: group.responses,
      preferences_final: !group.isDraft,
      project_preferences: group.projPreferences.map((entry) => ({
        project: project(entry.project),
        rank: entry.rank,
        pitch: entry.notes,
      })),
      topic_preferences: group.topicPreferences,
    })),
    allocations,
  };
}

async function staffRecords(db: DbOrTx, who: Who) {
  const memberships = await listStaffMemberships(db, who);
  const links = await listStaffLinks(db, who);
  const courses = await listOwnedCourses(db, who);
  return {
    staff_memberships: memberships.map((row) => ({
      subcourse: row.subcourse,
      role: row.role,
      tutorials: row.tutorials,
      since: iso(row.createdAt),
    })),
    dashboard_links: links.map((row) => ({
      subcourse_id: row.subcourseId,
      name: row.name,
      url: row.url,
      created_at: iso(row.createdAt),
    })),
    courses_owned: courses,
  };
}

async function clientRecords(db: DbOrTx, who: Who) {
  const applications = await listCourseApplications(db, who);
  const offerings = await listClientSubcourses(db, who);
  const projects = await listClientProjects(db, who);
  return {
    course_applications: applications.map((row) => ({
      course_id: row.courseId,
      code: row.code,
      name: row.name,
      applied_at: iso(row.appliedAt),
    })),
    offerings,
    projects: projects.map((row) => ({
      id: row.id,
      course_id: row.courseId,
      subcourse_id: row.subcourseId,
      proj_no: row.projNo,
      name: row.name,
      status: row.status,
      capacity: row.capacity,
      category: row.category,
      terms: row.terms,
      areas: row.areas,
      background: row.background,
      scope: row.scope,
      description: row.description,
      req_skills: row.reqSkills,
      outcomes: row.outcomes,
      attachments: row.attachments,
      responses: row.responses,
      date_created: row.dateCreated,
      date_modified: row.dateModified,
      allocated_groups: row.allocatedGroups,
    })),
  };
}

/** Records every account type has: channels, posts, mail, the trail, sign-in links. */
async function commonRecords(db: DbOrTx, who: Who) {
  const scoped = who.subcourseId !== undefined;
  // One after another: the reads share the export's transaction (one connection).
  const channels = await listChannelMemberships(db, who);
  const posts = await listOwnPosts(db, who);
  const replies = await listOwnReplies(db, who);
  const audit = await listAuditEventsAbout(db, who);
  // A staff export is of one offering: its mail only (listEmailsTo); sign-in links and codes
  // belong to no offering.
  const emails = await listEmailsTo(db, who);
  const identities = scoped || who.type === 'client' ? [] : await listExternalIdentities(db, who);
  const codes = scoped ? [] : await listChallenges(db, who);
  const isOwn = (row: { actorType: string; actorId: string | null }) =>
    row.actorType === who.type && row.actorId === who.id;
  return {
    channels: channels.map((row) => ({
      id: row.id,
      name: row.name,
      subcourse_id: row.subcourseId,
    })),
    posts: posts.map((row) => ({
      id: row.id,
      channel_id: row.channelId,
      channel_name: row.channelName,
      subcourse_id: row.subcourseId,
      title: row.title,
      content: row.content,
      category: row.category,
      created_at: iso(row.createdAt),
    })),
    replies: replies.map((row) => ({
      id: row.id,
      post_id: row.postId,
      channel_id: row.channelId,
      subcourse_id: row.subcourseId,
      content: row.content,
      created_at: iso(row.createdAt),
    })),
    emails: emails.map((row) => ({
      id: row.id,
      kind: row.kind,
      // A notice's subject names its sender ("New Thread Reply From ..."), so it goes too.
      subject: row.kind === NOTICE_KIND ? null : row.subject,
      text: CODE_MAIL_KINDS.has(row.kind) || row.kind === NOTICE_KIND ? null : row.text,
      withheld: CODE_MAIL_KINDS.has(row.kind)
        ? 'carried a sign-in code'
        : row.kind === NOTICE_KIND
          ? 'quotes other people'
          : null,
      status: row.status,
      created_at: iso(row.createdAt),
      sent_at: iso(row.sentAt),
    })),
    audit_events: audit.map((row) => ({
      id: row.id,
      at: iso(row.at),
      action: row.action,
      actor: { type: row.actorType, id: row.actorId, is_you: isOwn(row) },
      target: row.targetType ? { type: row.targetType, id: row.targetId } : null,
      about_you: row.subjectId === who.id,
      subcourse_id: row.subcourseId,
      course_id: row.courseId,
      summary: row.summary,
      ip: isOwn(row) ? row.ip : null,
    })),
    external_identities: identities.map((row) => ({
      issuer: row.issuer,
      subject: row.subject,
      linked_at: iso(row.createdAt),
      last_seen_at: iso(row.lastSeenAt),
    })),
    sign_in_codes: codes.map((row) => ({
      kind: row.kind,
      created_at: iso(row.createdAt),
      expires_at: iso(row.expiresAt),
      used_at: iso(row.usedAt),
    })),
  };
}

export type MyDataExport = Awaited<ReturnType<typeof collectExport>>;

/**
 * Everything held about one account (issue 20), or for a staff export the records of one
 * offering. Undefined when the account does not exist. Reads only: the caller writes the audit
 * event in the same transaction.
 */
export async function collectExport(
  db: DbOrTx,
  who: { type: AccountType; id: string; subcourseId?: string },
  at: Date,
) {
  const account =
    who.subcourseId !== undefined && who.type === 'student'
      ? await offeringProfileOf(db, who.id)
      : await profileOf(db, { ...who, email: '' });
  if (!account) return undefined;
  const subject: Who = { ...who, email: account.email };
  const byType =
    who.type === 'student'
      ? await studentRecords(db, subject)
      : who.type === 'staff'
        ? await staffRecords(db, subject)
        : await clientRecords(db, subject);
  return {
    format: EXPORT_FORMAT,
    generated_at: at.toISOString(),
    scope: who.subcourseId ? { subcourse_id: who.subcourseId } : ('account' as const),
    notes: who.subcourseId ? [...NOTES, SCOPED_NOTE] : NOTES,
    account,
    ...byType,
    ...(await commonRecords(db, subject)),
  };
}

/** Counts for the audit summary: how much left, never what. */
export function exportCounts(doc: MyDataExport) {
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(doc ?? {})) {
    if (Array.isArray(value) && key !== 'notes') counts[key] = value.length;
  }
  return counts;
}
