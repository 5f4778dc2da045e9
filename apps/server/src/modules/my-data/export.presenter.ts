import {
  MY_DATA_EXPORT_FORMAT,
  type ClientExportDocument,
  type MyDataExportDocument,
  type StaffExportDocument,
  type StudentExportDocument,
} from '@capstone/contracts';
import type { ClientRow, StaffRow, StudentRow } from '../accounts/accounts.repo';
import type { AllocationExplanation } from './allocation-explanation';
import type {
  ExportSubject,
  listAuditEventsAbout,
  listChallenges,
  listChannelMemberships,
  listClientProjects,
  listClientSubcourses,
  listCourseApplications,
  listEmailsTo,
  listExternalIdentities,
  listGroupsById,
  listOwnChangeRequests,
  listOwnedCourses,
  listOwnPosts,
  listOwnReplies,
  listStaffLinks,
  listStaffMemberships,
  listStudentEnrolments,
} from './export.repo';
import type { listOwnPeerEvaluations } from './peer-export.repo';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type GroupRow = Rows<typeof listGroupsById>[number];

/** The student's records: enrolments, groups, and why each group got its project. */
export interface StudentRecords {
  enrolments: Rows<typeof listStudentEnrolments>;
  groups: Rows<typeof listGroupsById>;
  /** Names of the projects the wishlists and rankings name by id. */
  projectNames: ReadonlyMap<string, string>;
  allocations: { group: GroupRow; explanation: AllocationExplanation }[];
  changeRequests: Rows<typeof listOwnChangeRequests>;
  peerEvaluations: Rows<typeof listOwnPeerEvaluations>;
}

export interface StaffRecords {
  memberships: Rows<typeof listStaffMemberships>;
  links: Rows<typeof listStaffLinks>;
  courses: Rows<typeof listOwnedCourses>;
}

export interface ClientRecords {
  applications: Rows<typeof listCourseApplications>;
  offerings: Rows<typeof listClientSubcourses>;
  projects: Rows<typeof listClientProjects>;
}

/** The account's row and the records only its type has. */
export type AccountRecords =
  | { type: 'student'; row: StudentRow; records: StudentRecords }
  | { type: 'staff'; row: StaffRow; records: StaffRecords }
  | { type: 'client'; row: ClientRow; records: ClientRecords };

/** Records every account type has. */
export interface CommonRecords {
  channels: Rows<typeof listChannelMemberships>;
  posts: Rows<typeof listOwnPosts>;
  replies: Rows<typeof listOwnReplies>;
  emails: Rows<typeof listEmailsTo>;
  audit: Rows<typeof listAuditEventsAbout>;
  identities: Rows<typeof listExternalIdentities>;
  codes: Rows<typeof listChallenges>;
}

/** Mail that carried a sign-in code: its body is never exported, used or not. */
const CODE_MAIL_KINDS = new Set(['access-code', 'reset-pin', 'verify-email']);
/** Mail that quotes other people (reply and announcement notices, client applications). */
const NOTICE_KIND = 'notice';

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

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** What every account's profile ends with: how it signs in, and since when it exists. */
const signInState = (row: StudentRow | StaffRow | ClientRow) => ({
  has_password: row.passwordHash !== null,
  email_verified_at: isoOrNull(row.emailVerifiedAt),
  created_at: iso(row.createdAt),
});

/**
 * The account as a staff export shows it: who the student is, nothing more. The rest of the
 * profile is not the offering's: the student downloads it themselves.
 */
const offeringStudentAccount = (row: StudentRow) => ({
  type: 'student' as const,
  id: row.id,
  name: row.name,
  email: row.email,
  zid: row.zid,
});

const studentAccount = (row: StudentRow) => ({
  ...offeringStudentAccount(row),
  year: row.year,
  image: row.image,
  experiences: row.experiences,
  ...signInState(row),
});

const staffAccount = (row: StaffRow) => ({
  type: 'staff' as const,
  id: row.id,
  name: row.name,
  email: row.email,
  zid: row.zid,
  role: row.role,
  ...signInState(row),
});

const clientAccount = (row: ClientRow) => ({
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
  ...signInState(row),
});

type StudentSections = Pick<
  StudentExportDocument,
  'enrolments' | 'groups' | 'allocations' | 'change_requests' | 'peer_evaluations'
>;

function studentSections(records: StudentRecords, who: ExportSubject): StudentSections {
  const project = (id: string) => ({ id, name: records.projectNames.get(id) ?? null });
  const ranked = (entry: { project: string; rank: number; notes: string }) => ({
    project: project(entry.project),
    rank: entry.rank,
    pitch: entry.notes,
  });
  return {
    enrolments: records.enrolments.map((row) => ({
      subcourse: row.subcourse,
      tutorial: row.tutorial,
      group_id: row.groupId,
      enrolled_at: iso(row.createdAt),
      wishlist: row.wishlist.map(project),
      preferences: row.preferences.map(ranked),
    })),
    groups: records.groups.map((group) => ({
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
      project_preferences: group.projPreferences.map(ranked),
      topic_preferences: group.topicPreferences,
    })),
    allocations: records.allocations.map(({ group, explanation }) => ({
      subcourse_id: group.subcourseId,
      group_id: group.id,
      group_name: group.name,
      project_id: explanation.project_id,
      project_name: explanation.project_name,
      rank: explanation.rank,
      better_choices: explanation.better_choices,
      explanation: explanation.explanation,
    })),
    change_requests: records.changeRequests.map((row) => ({
      id: row.id,
      subcourse_id: row.subcourseId,
      group_id: row.groupId,
      group_name: row.groupName,
      from_project: row.fromProjectId ? { id: row.fromProjectId, name: row.fromProjectName } : null,
      project: row.projectId ? { id: row.projectId, name: row.projectName } : null,
      reason: row.reason,
      status: row.status,
      created_at: iso(row.createdAt),
      decided_at: isoOrNull(row.decidedAt),
      message: row.message,
      applied_in_version: row.appliedInVersion,
    })),
    peer_evaluations: records.peerEvaluations.map((round) => ({
      round_id: round.id,
      subcourse_id: round.subcourseId,
      name: round.name,
      opens_at: iso(round.opensAt),
      closes_at: iso(round.closesAt),
      released_at: isoOrNull(round.releasedAt),
      group: { id: round.groupId, name: round.groupName },
      submitted_at: isoOrNull(round.submittedAt),
      private_comment_to_staff: round.staffComment ?? null,
      ratings_given: round.ratings.map((rating) => ({
        student: { id: rating.studentId, name: rating.studentName },
        scores: rating.scores,
      })),
      comments_written: round.comments.map((comment) => ({
        student: { id: comment.studentId ?? '', name: comment.studentName ?? '' },
        text: comment.text,
        hidden_by_staff: comment.hidden,
      })),
    })),
  };
}

type StaffSections = Pick<
  StaffExportDocument,
  'staff_memberships' | 'dashboard_links' | 'courses_owned'
>;

const staffSections = (records: StaffRecords): StaffSections => ({
  staff_memberships: records.memberships.map((row) => ({
    subcourse: row.subcourse,
    role: row.role,
    tutorials: row.tutorials,
    since: iso(row.createdAt),
  })),
  dashboard_links: records.links.map((row) => ({
    subcourse_id: row.subcourseId,
    name: row.name,
    url: row.url,
    created_at: iso(row.createdAt),
  })),
  courses_owned: records.courses.map((row) => ({ id: row.id, code: row.code, name: row.name })),
});

type ClientSections = Pick<ClientExportDocument, 'course_applications' | 'offerings' | 'projects'>;

const clientSections = (records: ClientRecords): ClientSections => ({
  course_applications: records.applications.map((row) => ({
    course_id: row.courseId,
    code: row.code,
    name: row.name,
    applied_at: iso(row.appliedAt),
  })),
  offerings: records.offerings.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    term: row.term,
    year: row.year,
  })),
  projects: records.projects.map((row) => ({
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
});

/** Why an email's text is left out, or null when it is not. */
const withheldBecause = (kind: string) =>
  CODE_MAIL_KINDS.has(kind)
    ? ('carried a sign-in code' as const)
    : kind === NOTICE_KIND
      ? ('quotes other people' as const)
      : null;

type CommonSections = Pick<
  StudentExportDocument,
  | 'channels'
  | 'posts'
  | 'replies'
  | 'emails'
  | 'audit_events'
  | 'external_identities'
  | 'sign_in_codes'
>;

function commonSections(records: CommonRecords, who: ExportSubject): CommonSections {
  const isOwn = (row: { actorType: string; actorId: string | null }) =>
    row.actorType === who.type && row.actorId === who.id;
  return {
    channels: records.channels.map((row) => ({
      id: row.id,
      name: row.name,
      subcourse_id: row.subcourseId,
    })),
    posts: records.posts.map((row) => ({
      id: row.id,
      channel_id: row.channelId,
      channel_name: row.channelName,
      subcourse_id: row.subcourseId,
      title: row.title,
      content: row.content,
      category: row.category,
      created_at: iso(row.createdAt),
    })),
    replies: records.replies.map((row) => ({
      id: row.id,
      post_id: row.postId,
      channel_id: row.channelId,
      subcourse_id: row.subcourseId,
      content: row.content,
      created_at: iso(row.createdAt),
    })),
    emails: records.emails.map((row) => ({
      id: row.id,
      kind: row.kind,
      // A notice's subject names its sender ("New Thread Reply From ..."), so it goes too.
      subject: row.kind === NOTICE_KIND ? null : row.subject,
      text: withheldBecause(row.kind) ? null : row.text,
      withheld: withheldBecause(row.kind),
      status: row.status,
      created_at: iso(row.createdAt),
      sent_at: isoOrNull(row.sentAt),
    })),
    audit_events: records.audit.map((row) => ({
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
    external_identities: records.identities.map((row) => ({
      issuer: row.issuer,
      subject: row.subject,
      linked_at: iso(row.createdAt),
      last_seen_at: iso(row.lastSeenAt),
    })),
    sign_in_codes: records.codes.map((row) => ({
      kind: row.kind,
      created_at: iso(row.createdAt),
      expires_at: iso(row.expiresAt),
      used_at: isoOrNull(row.usedAt),
    })),
  };
}

/**
 * The export document: its header, the account, the records of the account's type, then the
 * records every account has. A staff export of one offering shows of the account only who the
 * student is.
 */
export function presentExport(
  who: ExportSubject,
  account: AccountRecords,
  common: CommonRecords,
  at: Date,
): MyDataExportDocument {
  const header = {
    format: MY_DATA_EXPORT_FORMAT,
    generated_at: at.toISOString(),
    scope: who.subcourseId ? { subcourse_id: who.subcourseId } : ('account' as const),
    notes: who.subcourseId ? [...NOTES, SCOPED_NOTE] : NOTES,
  };
  const shared = commonSections(common, who);
  switch (account.type) {
    case 'student':
      return {
        ...header,
        account:
          who.subcourseId !== undefined
            ? offeringStudentAccount(account.row)
            : studentAccount(account.row),
        ...studentSections(account.records, who),
        ...shared,
      };
    case 'staff':
      return {
        ...header,
        account: staffAccount(account.row),
        ...staffSections(account.records),
        ...shared,
      };
    case 'client':
      return {
        ...header,
        account: clientAccount(account.row),
        ...clientSections(account.records),
        ...shared,
      };
  }
}
