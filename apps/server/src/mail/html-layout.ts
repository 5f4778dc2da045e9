import { FOOTER, greeting, PRODUCT_NAME, type MailBody } from './mail-body';
import { escapeHtml } from './escape-html';

/**
 * The product's look in an email: the web's primary colour (Mantine indigo, shade 8, the web
 * theme's `primaryShade`: white on it is 5.7:1), its system fonts, and its grey text shades.
 *
 * Hand-written tables with inline styles rather than react-email or MJML (README.md has the
 * figures): a render is a string join, synchronous, with no dependency and no start-up cost.
 */
const PRIMARY = '#3b5bdb';
const PRIMARY_TINT = '#edf2ff';
const QUOTE_RULE = '#bac8ff';
const TEXT = '#212529';
const DIMMED = '#495057';
const PAGE = '#f1f3f5';
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const MONO = "ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace";

/** Escaped, with the line breaks someone typed kept. */
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const paragraph = (value: string, style = '') =>
  `<p style="margin:0 0 16px;${style}">${lines(value)}</p>`;

/** A one-cell table: the box that Outlook, which ignores most CSS on other tags, still draws. */
const box = (cellStyle: string, content: string, classes = { table: '', cell: '' }) =>
  `<table${classes.table} role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr><td${classes.cell} style="${cellStyle}">${content}</td></tr></table>`;

const codeBox = (code: string) =>
  box(
    `padding:12px 20px;background-color:${PRIMARY_TINT};border-radius:6px;font-family:${MONO};font-size:32px;line-height:40px;font-weight:700;letter-spacing:6px;color:${TEXT};`,
    escapeHtml(code),
  );

const quoteBox = ({ title, text }: NonNullable<MailBody['quote']>) =>
  box(
    `border-left:4px solid ${QUOTE_RULE};padding:4px 0 4px 16px;color:${TEXT};`,
    `${title ? `<p style="margin:0 0 8px;font-weight:700;">${lines(title)}</p>` : ''}<p style="margin:0;">${lines(text)}</p>`,
  );

/**
 * The one button (a link drawn as one, `class="button"`), and its address written out under it
 * for a reader whose client hides buttons or who cannot press it.
 */
function actionButton({ label, url }: NonNullable<MailBody['action']>) {
  const href = escapeHtml(url);
  const button = box(
    `border-radius:6px;background-color:${PRIMARY};`,
    `<a class="button" href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;border-radius:6px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a>`,
    {
      table: ' class="button-table"',
      cell: ` class="button-cell" align="center" bgcolor="${PRIMARY}"`,
    },
  );
  const fallback = `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${DIMMED};">If the button does not work, open this link: <a href="${href}" target="_blank" style="color:${PRIMARY};overflow-wrap:anywhere;word-break:break-word;">${href}</a></p>`;
  return button + fallback;
}

/** On a phone: less padding around the card, and a button as wide as the card. */
const STYLE = `@media only screen and (max-width:600px){.card{padding:24px 16px !important}.button-table{width:100% !important}.button{display:block !important}}`;

/** The paragraphs, with the code's box after the first that writes the code. */
function paragraphsWithCode(body: MailBody) {
  const html = body.paragraphs.map((p) => paragraph(p));
  const { code } = body;
  if (code) {
    const at = body.paragraphs.findIndex((p) => p.includes(code));
    html.splice(at < 0 ? html.length : at + 1, 0, codeBox(code));
  }
  return html;
}

/** The HTML part: the layout every email shares, around what `body` says. */
export function renderHtml(subject: string, body: MailBody): string {
  const content = [
    paragraph(greeting(body)),
    ...paragraphsWithCode(body),
    body.quote ? quoteBox(body.quote) : '',
    body.action ? actionButton(body.action) : '',
    ...(body.after ?? []).map((p) => paragraph(p)),
  ].join('');
  // The first paragraph is what an inbox shows beside the subject, before the body is opened.
  const preview = body.paragraphs[0] ?? '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title>
<style>${STYLE}</style>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 4px 16px;font-family:${FONT};font-size:22px;line-height:28px;font-weight:700;color:${PRIMARY};">${PRODUCT_NAME}</td></tr>
<tr><td class="card" style="padding:32px;background-color:#ffffff;border-top:4px solid ${PRIMARY};border-radius:8px;font-family:${FONT};font-size:16px;line-height:24px;color:${TEXT};">${content}</td></tr>
<tr><td style="padding:16px 4px;font-family:${FONT};font-size:12px;line-height:18px;color:${DIMMED};">${FOOTER}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>`;
}
