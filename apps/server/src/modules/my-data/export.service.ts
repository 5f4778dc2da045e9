import type { AccountType, MyDataExportDocument } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { getClient, getStaff, getStudent } from '../accounts/accounts.repo';
import { explainPublishedAllocation, type ExplainedProject } from './allocation-explanation';
import {
  presentExport,
  type AccountRecords,
  type ClientRecords,
  type CommonRecords,
  type StaffRecords,
  type StudentRecords,
} from './export.presenter';
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
  listOwnChangeRequests,
  listOwnPosts,
  listOwnReplies,
  listStaffLinks,
  listStaffMemberships,
  listStudentEnrolments,
  projectNames,
  type ExportSubject,
} from './export.repo';
import { listOwnPeerEvaluations } from './peer-export.repo';

/** Enrolments with their wishlists and rankings, and why each group got its project. */
async function studentRecords(db: DbOrTx, who: ExportSubject): Promise<StudentRecords> {
  const enrolments = await listStudentEnrolments(db, who);
  const groupIds = enrolments.flatMap((row) => (row.groupId ? [row.groupId] : []));
  const groups = await listGroupsById(db, groupIds);
  const named = await projectNames(db, [
    ...enrolments.flatMap((row) => [...row.wishlist, ...row.preferences.map((p) => p.project)]),
    ...groups.flatMap((group) => group.projPreferences.map((p) => p.project)),
  ]);
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
    allocations.push({ group, explanation: explainPublishedAllocation(group, projects) });
  }
  const changeRequests = await listOwnChangeRequests(db, who);
  const peerEvaluations = await listOwnPeerEvaluations(db, who);
  return { enrolments, groups, projectNames: named, allocations, changeRequests, peerEvaluations };
}

async function staffRecords(db: DbOrTx, who: ExportSubject): Promise<StaffRecords> {
  const memberships = await listStaffMemberships(db, who);
  const links = await listStaffLinks(db, who);
  const courses = await listOwnedCourses(db, who);
  return { memberships, links, courses };
}

async function clientRecords(db: DbOrTx, who: ExportSubject): Promise<ClientRecords> {
  const applications = await listCourseApplications(db, who);
  const offerings = await listClientSubcourses(db, who);
  const projects = await listClientProjects(db, who);
  return { applications, offerings, projects };
}

/** Records every account type has: channels, posts, mail, the trail, sign-in links. */
async function commonRecords(db: DbOrTx, who: ExportSubject): Promise<CommonRecords> {
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
  return { channels, posts, replies, emails, audit, identities, codes };
}

/** What an export is asked for: an account, and for a staff export the one offering. */
type ExportRequest = { type: AccountType; id: string; subcourseId?: string };

/** The account's row and the records of its type; undefined when the account does not exist. */
async function accountRecords(db: DbOrTx, who: ExportRequest): Promise<AccountRecords | undefined> {
  const subject = (email: string): ExportSubject => ({ ...who, email });
  if (who.type === 'student') {
    const row = await getStudent(db, who.id);
    return row && { type: 'student', row, records: await studentRecords(db, subject(row.email)) };
  }
  if (who.type === 'staff') {
    const row = await getStaff(db, who.id);
    return row && { type: 'staff', row, records: await staffRecords(db, subject(row.email)) };
  }
  const row = await getClient(db, who.id);
  return row && { type: 'client', row, records: await clientRecords(db, subject(row.email)) };
}

/**
 * Everything held about one account, or for a staff export the records of one offering.
 * Undefined when the account does not exist. Reads only: the caller writes the audit event in
 * the same transaction.
 */
export async function collectExport(
  db: DbOrTx,
  who: ExportRequest,
  at: Date,
): Promise<MyDataExportDocument | undefined> {
  const account = await accountRecords(db, who);
  if (!account) return undefined;
  const subject: ExportSubject = { ...who, email: account.row.email };
  return presentExport(subject, account, await commonRecords(db, subject), at);
}

/** Counts for the audit summary: how much left, never what. */
export function exportCounts(doc: MyDataExportDocument) {
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (Array.isArray(value) && key !== 'notes') counts[key] = value.length;
  }
  return counts;
}
