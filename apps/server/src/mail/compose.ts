import type { Mail } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Builds a mail from plain paragraphs: text as is, HTML escaped, links made clickable. */
export function compose(to: string, subject: string, paragraphs: string[], link?: string): Mail {
  const text = [...paragraphs, ...(link ? [link] : [])].join('\n\n');
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const anchor = link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '';
  return { to, subject, text, html: `${body}${anchor}` };
}
