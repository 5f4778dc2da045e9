import { trimTrailing } from '@capstone/contracts';

export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only http and https, so `javascript:`, `data:` and other schemes can never become a link.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence is rarely part of the address it follows.
const TRAILING = '.,;:!?)]}';

/** A parsed http(s) URL, or null when the text is not one. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into plain text and http(s) links, for rendering as React text nodes and
 * anchors (never as HTML). Everything that is not a valid http(s) URL stays text.
 */
export function splitMessageLinks(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = parts.at(-1);
    if (previous?.kind === 'text') previous.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of content.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const candidate = trimTrailing(raw, TRAILING);
    const href = safeHref(candidate);
    pushText(content.slice(last, start));
    if (href) parts.push({ kind: 'link', text: candidate, href });
    else pushText(candidate);
    pushText(raw.slice(candidate.length));
    last = start + raw.length;
  }
  pushText(content.slice(last));
  return parts;
}
