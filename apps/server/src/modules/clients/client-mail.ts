import type { Mail } from '../../mail/mailer';
import { compose } from '../../mail/compose';
import { displayTime } from '../../lib/time-zone';

const SUBJECT = 'Client Verification Outcome';

/** The client is now verified and may create projects. */
export function clientVerifiedMail(args: { to: string; name: string; publicUrl: string }): Mail {
  return compose(args.to, SUBJECT, {
    name: args.name,
    paragraphs: [
      'Your client account has been verified. You can now create projects and submit them for approval in the courses you have joined.',
      'Sign in to get started:',
    ],
    action: { label: 'Sign in to Capstone', url: `${args.publicUrl}/login` },
  });
}

/** The client was not accepted as a verified client for the named course(s). */
export function clientRejectedMail(args: {
  to: string;
  name: string;
  courses: { code: string; name: string }[];
  publicUrl: string;
}): Mail {
  const named = args.courses.map((course) => `${course.code}: ${course.name}`).join(', ');
  return compose(args.to, SUBJECT, {
    name: args.name,
    paragraphs: [
      `You have not been accepted as a verified client for ${named}. You have been removed from ${args.courses.length === 1 ? 'this course' : 'these courses'}, and any project you submitted there has been returned to draft.`,
      'If you think this is a mistake, contact the course administration. You can still apply to other courses:',
    ],
    action: { label: 'Sign in to Capstone', url: `${args.publicUrl}/login` },
  });
}

/**
 * Sent to the old address when a client changes its email, so an owner who did not ask for it
 * finds out.
 */
export function emailChangedMail(args: {
  to: string;
  name: string;
  newEmail: string;
  at: Date;
  timeZone: string;
}): Mail {
  return compose(args.to, 'Your Email Was Changed', {
    name: args.name,
    paragraphs: [
      `The email address of your Capstone account was changed to ${args.newEmail} on ${displayTime(args.timeZone, args.at)}.`,
      'If this was not you, contact your course staff straight away.',
    ],
  });
}
