import { renderHtml } from './html-layout';
import { FOOTER, greeting, type MailBody } from './mail-body';
import type { Mail } from './mailer';

/** Each line of a quote marked with "> ", as plain-text mail quotes. */
const quoted = ({ title, text }: NonNullable<MailBody['quote']>) =>
  [...(title ? [title, ''] : []), ...text.split(/\r?\n/)]
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

function renderText(body: MailBody): string {
  return [
    greeting(body),
    ...body.paragraphs,
    ...(body.quote ? [quoted(body.quote)] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`] : []),
    ...(body.after ?? []),
    `-- \n${FOOTER}`,
  ].join('\n\n');
}

/**
 * A mail with a plain-text part and an HTML part in the one layout (html-layout.ts), saying the
 * same things; the mailer sends both, as multipart/alternative.
 */
export function compose(to: string, subject: string, body: MailBody): Mail {
  return { to, subject, text: renderText(body), html: renderHtml(subject, body) };
}
