import type { Mail } from '../../mail/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** api.md §18: "New Client Application" to the owner of the course a client applied to. */
export function newClientApplicationMail(args: {
  to: string;
  ownerName: string;
  client: { name: string; companyName: string };
  course: { code: string; name: string };
  publicUrl: string;
}): Mail {
  const link = `${args.publicUrl}/admin/client/verify`;
  const paragraphs = [
    `Hi ${args.ownerName},`,
    `${args.client.name} (${args.client.companyName}) has applied to be a client of ${args.course.code}: ${args.course.name}.`,
    'Review the application and verify the client here:',
  ];
  return {
    to: args.to,
    subject: 'New Client Application',
    text: [...paragraphs, link].join('\n\n'),
    html:
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}
