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
  return compose(args.to, 'New Client Application', {
    name: args.ownerName,
    paragraphs: [
      `${args.client.name} (${args.client.companyName}) has applied to be a client of ${args.course.code}: ${args.course.name}.`,
      'Review the application and verify the client here:',
    ],
    action: { label: 'Review the application', url: `${args.publicUrl}/admin/client/verify` },
  });
}
