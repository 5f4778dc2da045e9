/** Reading the HTML part of a mail as its reader sees it. */

/** The `class="button"` links: the actions a reader can press. */
export const buttonsIn = (html: string) =>
  [...html.matchAll(/<a class="button" href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => ({
    label: decode(match[2]!),
    url: decode(match[1]!),
  }));

const decode = (value: string) =>
  value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&nbsp;/g, ' ');

/** What the body shows, tags out and references decoded: what a reader of the HTML part reads. */
export const shownText = (html: string) =>
  decode(
    html
      .replace(/<head>[\s\S]*?<\/head>/, '')
      .replace(/<br>/g, '\n')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[ \t]+/g, ' '),
  );

/** The same, without what is inside links: what stays readable if links are stripped. */
export const shownOutsideLinks = (html: string) => shownText(html.replace(/<a [\s\S]*?<\/a>/g, ''));

/** The one-time code's box: large and monospace. */
export const codeBoxIn = (html: string) =>
  /<td style="[^"]*font-family:ui-monospace[^"]*font-size:32px[^"]*">(\d{6})<\/td>/.exec(html)?.[1];

/** The layout with the body of the card, the title and the preview taken out. */
export const layoutOf = (html: string) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/(<div style="display:none;[^"]*">)[\s\S]*?<\/div>/, '$1</div>')
    .replace(/(<td class="card"[^>]*>)[\s\S]*?<\/td><\/tr>\n<tr><td style="padding:16px/, '$1');
