import { MESSAGES, messageForPeople } from '@capstone/contracts';

const SIX_DIGITS = /^\d{6}$/;

/**
 * The emailed code checked before it is sent: empty or not six digits is a typing slip, not a
 * wrong guess, so it costs none of the code's five attempts.
 */
export function codeError(code: string): string | null {
  const trimmed = code.trim();
  if (!trimmed) return messageForPeople(MESSAGES.enterPin);
  return SIX_DIGITS.test(trimmed) ? null : messageForPeople(MESSAGES.pinFormat);
}

/** "We sent a new code at 16:18": when a resend replaced the code, in the visitor's own clock. */
export const sentAtText = (at: Date) =>
  `We sent a new code at ${at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}. Only the newest code works.`;
