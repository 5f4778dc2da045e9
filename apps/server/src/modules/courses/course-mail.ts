import type { Mail } from '../../mail/mailer';
import { compose } from '../../mail/compose';

/** "New Client Application" to the owner of the course a client applied to. */
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
  return compose(args.to, 'New Client Application', paragraphs, link);
}
