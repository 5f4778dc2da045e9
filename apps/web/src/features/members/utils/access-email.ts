import type { AccessEmailStatus, MemberEntry } from '@capstone/contracts';
import { formatTimestamp } from '@/lib/format-date';

/** What staff read in the Access Code column: the words carry the state, the colour repeats it. */
export const ACCESS_EMAIL_LABELS: Record<AccessEmailStatus, string> = {
  sent: 'Access code sent',
  pending: 'Waiting to send',
  failed: 'Email failed',
  unrecorded: 'No email on record',
};

/**
 * Filled badge colours whose text passes WCAG AA (as the project status badges): the accessible
 * green of "available", amber with dark text for waiting, dark red for a failure, dark grey for
 * an account imported before emails were recorded.
 */
export const ACCESS_EMAIL_COLORS: Record<AccessEmailStatus, string> = {
  sent: '#1e7b34',
  pending: 'yellow.5',
  failed: 'red.9',
  unrecorded: 'gray.7',
};

type AccessFields = Pick<MemberEntry, 'access_email'>;

/** The column's plain value (sorting, search, CSV): empty once the member has a password. */
export const accessEmailLabel = (member: AccessFields) =>
  member.access_email ? ACCESS_EMAIL_LABELS[member.access_email.status] : '';

/** When it was sent, or else when it was queued, as the tooltip words it. */
export function accessEmailWhen(member: AccessFields): string | null {
  const state = member.access_email;
  if (!state) return null;
  if (state.at === null) return 'Imported before emails were recorded';
  const at = formatTimestamp(state.at);
  return state.status === 'sent' ? `Sent ${at}` : `Queued ${at}`;
}

/**
 * Resend is offered on every imported member still without a password, whatever the last email
 * did (a sent code may be lost or expired), to course admins of a subcourse not archived.
 */
export const canResendAccessCode = (member: AccessFields, canManage: boolean) =>
  canManage && member.access_email !== null;
