import type { Mail } from '../../mail/mailer';

const SUBJECT = 'Client Verification Outcome';
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(to: string, paragraphs: string[], link: string): Mail {
  return {
    to,
    subject: SUBJECT,
    text: [...paragraphs, link].join('\n\n'),
    html:
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** api.md §18: the client is now verified and may create projects. */
export function clientVerifiedMail(args: { to: string; name: string; publicUrl: string }): Mail {
  return compose(
    args.to,
    [
      `Hi ${args.name},`,
      'Your client account has been verified. You can now create projects and submit them for approval in the courses you have joined.',
      'Sign in to get started:',
    ],
    `${args.publicUrl}/login`,
  );
}

/** api.md §18: the client was not accepted as a verified client for the named course(s). */
export function clientRejectedMail(args: {
  to: string;
  name: string;
  courses: { code: string; name: string }[];
  publicUrl: string;
}): Mail {
  const named = args.courses.map((course) => `${course.code}: ${course.name}`).join(', ');
  return compose(
    args.to,
    [
      `Hi ${args.name},`,
      `You have not been accepted as a verified client for ${named}. You have been removed from ${args.courses.length === 1 ? 'this course' : 'these courses'}, and any project you submitted there has been returned to draft.`,
      'If you think this is a mistake, contact the course administration. You can still apply to other courses:',
    ],
    `${args.publicUrl}/login`,
  );
}
