import type {
  AccessEmailState,
  ClientOverviewEntry,
  ExternalSignIn,
  MemberEntry,
} from '@capstone/contracts';
import type { OutboxStatus } from '../../db/schema';
import type { CourseClientRow, MemberStudentRow, SubcourseStaffRow } from './member-lists.repo';

/** A row claimed by a worker is still waiting as far as staff are concerned. */
const ACCESS_STATUS: Record<OutboxStatus, AccessEmailState['status']> = {
  pending: 'pending',
  sending: 'pending',
  sent: 'sent',
  failed: 'failed',
};

interface AccessEmailColumns {
  hasPassword: boolean;
  accessStatus: OutboxStatus | null;
  accessQueuedAt: Date | null;
  accessSentAt: Date | null;
}

/**
 * The latest access-code email, or null once a password is set. A passwordless account with no
 * row was imported before the outbox kept its emails: `unrecorded`, so staff can still resend.
 */
function presentAccessEmail(row: AccessEmailColumns): AccessEmailState | null {
  if (row.hasPassword) return null;
  if (!row.accessStatus || !row.accessQueuedAt) return { status: 'unrecorded', at: null };
  const status = ACCESS_STATUS[row.accessStatus];
  const at = status === 'sent' && row.accessSentAt ? row.accessSentAt : row.accessQueuedAt;
  return { status, at: at.toISOString() };
}

/** `Member`: a student's `tutorials` holds its one tutorial; staff have no group. */
export function presentStudentMember(
  row: MemberStudentRow,
  externalSignIn: ExternalSignIn[],
): MemberEntry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: 'student',
    tutorials: row.tutorial ? [row.tutorial] : [],
    group: row.groupId,
    access_email: presentAccessEmail(row),
    external_sign_in: externalSignIn,
  };
}

export function presentStaffMember(
  row: SubcourseStaffRow,
  externalSignIn: ExternalSignIn[],
): MemberEntry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    tutorials: row.tutorials,
    group: null,
    access_email: presentAccessEmail(row),
    external_sign_in: externalSignIn,
  };
}

export function presentClientOverview(
  row: CourseClientRow,
  projects: { id: string; name: string }[],
): ClientOverviewEntry {
  return {
    id: row.id,
    name: row.name,
    company_name: row.companyName,
    is_verified: row.isVerified,
    email: row.email,
    role: 'client',
    projects,
  };
}
