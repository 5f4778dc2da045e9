import type { AccessEmailStatus, ExternalSignIn, MemberEntry } from '@capstone/contracts';
import { formatTimestamp } from '@/lib/format-date';

/** An access-code email's state in the Sign-in column: words carry it, colour repeats it. */
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
type SignInFields = Pick<MemberEntry, 'access_email' | 'external_sign_in'>;

const SIGN_IN_WORDS: Record<ExternalSignIn, string> = {
  lms: 'through the LMS',
  university: 'with a university account',
};

/**
 * How a member signs in without a password, in the words staff read ("Signs in through the
 * LMS"), or null when the server knows of no such way.
 */
export function externalSignInLabel(member: Pick<MemberEntry, 'external_sign_in'>): string | null {
  const ways = member.external_sign_in.map((way) => SIGN_IN_WORDS[way]);
  return ways.length === 0 ? null : `Signs in ${ways.join(' or ')}`;
}

/** What the Sign-in column says of a member who set a password and has no other way in. */
export const PASSWORD_SET = 'Password set';

/**
 * The Sign-in column's plain value (sorting, search, CSV): how the member signs in without a
 * password, else the state of their access-code email while they have none, else that they set
 * a password.
 */
export const signInText = (member: SignInFields) =>
  externalSignInLabel(member) ?? (member.access_email ? accessEmailLabel(member) : PASSWORD_SET);

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
 * did (a sent code may be lost or expired), to course admins of a subcourse not archived; never
 * to one who signs in through the LMS or the university, who needs no code.
 */
export const canResendAccessCode = (member: SignInFields, canManage: boolean) =>
  canManage && member.access_email !== null && member.external_sign_in.length === 0;
