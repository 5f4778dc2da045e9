import type { PublicPrivacy } from '@capstone/contracts';

/** The words of the notice when the server names no operator or contact (issue 20). */
export const DEFAULT_OPERATOR = 'the university that runs this Capstone';
export const DEFAULT_CONTACT = 'your course convenor';

export type ContactLink =
  | { kind: 'email'; text: string; href: string }
  | { kind: 'url'; text: string; href: string }
  | { kind: 'text'; text: string };

/** An email becomes a mailto link and an http(s) address a link; anything else is words. */
export function contactLink(contact: string | null | undefined): ContactLink {
  const text = contact?.trim() || DEFAULT_CONTACT;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
    return { kind: 'email', text, href: `mailto:${text}` };
  }
  if (/^https?:\/\/\S+$/i.test(text)) return { kind: 'url', text, href: text };
  return { kind: 'text', text };
}

/** "730 days (about 2 years)": the period in days, with years or months when it is long. */
export function retentionPeriod(days: number | undefined): string {
  if (!days) return 'a set period';
  const unit = days === 1 ? 'day' : 'days';
  const years = days / 365;
  if (years >= 1) {
    const rounded = Math.round(years * 10) / 10;
    return `${days} ${unit} (about ${rounded} year${rounded === 1 ? '' : 's'})`;
  }
  const months = Math.round(days / 30);
  return months >= 2 ? `${days} ${unit} (about ${months} months)` : `${days} ${unit}`;
}

export interface PrivacyFacts {
  operator: string;
  contact: ContactLink;
  retention: string;
}

/** What the notice says, from `GET /api/config` (undefined while it loads or if it failed). */
export function privacyFacts(privacy: PublicPrivacy | undefined): PrivacyFacts {
  return {
    operator: privacy?.operator?.trim() || DEFAULT_OPERATOR,
    contact: contactLink(privacy?.contact),
    retention: retentionPeriod(privacy?.retention_days),
  };
}
