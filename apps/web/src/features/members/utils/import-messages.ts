import { MEMBER_MESSAGES, type MemberKind } from '@capstone/contracts';
import { isApiError } from '@/lib/api-error';

/** The fallback toast when an import request fails without a usable reason. */
export const importFailedMessage = (kind: MemberKind) =>
  kind === 'student' ? MEMBER_MESSAGES.addStudentsFailed : MEMBER_MESSAGES.addTutorsFailed;

/** A 4xx carries the server's reason; network failures and 5xx get the spec's fallback. */
export const importErrorMessage = (kind: MemberKind, error: unknown) =>
  isApiError(error) && error.status < 500 ? error.message : importFailedMessage(kind);
