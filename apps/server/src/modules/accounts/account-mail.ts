import type { AccountType } from '@capstone/contracts';
import {
  ACCESS_CODE_TTL_DAYS,
  RESET_PIN_TTL_MINUTES,
  VERIFY_EMAIL_TTL_HOURS,
} from '@capstone/contracts';
import { displayTime } from '../../lib/time-zone';
import { compose } from '../../mail/compose';
import type { Mail } from '../../mail/mailer';

const verifyLink = (publicUrl: string, user: AccountType, email: string) =>
  `${publicUrl}/reset-password/verify/${user}/${encodeURIComponent(email)}`;

/** A mail that carries a 6-digit code to an account, with the page where it is entered. */
interface CodeMailArgs {
  to: string;
  name: string;
  code: string;
  user: AccountType;
  publicUrl: string;
}

export function resetPinMail(args: CodeMailArgs): Mail {
  return compose(args.to, 'Reset Your Password', {
    name: args.name,
    paragraphs: [
      `Your password reset code is ${args.code}. It is valid for ${RESET_PIN_TTL_MINUTES} minutes.`,
    ],
    code: args.code,
    action: {
      label: 'Reset your password',
      url: verifyLink(args.publicUrl, args.user, args.to),
    },
    after: ['If you did not ask to reset your password, you can ignore this email.'],
  });
}

/** `timeZone`: the institution's, in which the time of the change is written. */
export function passwordChangedMail(args: {
  to: string;
  name: string;
  at: Date;
  timeZone: string;
}): Mail {
  return compose(args.to, 'Your Password Was Changed', {
    name: args.name,
    paragraphs: [
      `Your Capstone password was changed on ${displayTime(args.timeZone, args.at)}.`,
      'If this was not you, contact your course staff straight away.',
    ],
  });
}

export function accessCodeMail(args: CodeMailArgs): Mail {
  return compose(args.to, 'Capstone Management System Registration', {
    name: args.name,
    paragraphs: [
      `An account has been created for you. Your code is ${args.code}; it is valid for ${ACCESS_CODE_TTL_DAYS} days.`,
      'Open the link below, enter the code and choose a password.',
    ],
    code: args.code,
    action: { label: 'Set your password', url: verifyLink(args.publicUrl, args.user, args.to) },
  });
}

/** `Verify Your Email`: the code that proves a self-registered account owns its email. */
export function verifyEmailMail(args: CodeMailArgs): Mail {
  return compose(args.to, 'Verify Your Email', {
    name: args.name,
    paragraphs: [
      `Your email verification code is ${args.code}. It is valid for ${VERIFY_EMAIL_TTL_HOURS} hours.`,
      'Open the link below and enter the code to finish creating your Capstone account. If you did not register, you can ignore this email.',
    ],
    code: args.code,
    action: {
      label: 'Verify your email',
      url: `${args.publicUrl}/verify-email/${args.user}/${encodeURIComponent(args.to)}`,
    },
  });
}
