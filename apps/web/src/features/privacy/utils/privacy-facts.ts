import type { PublicPrivacy } from '@capstone/contracts';
import { retentionPeriod } from '@/lib/retention-period';

/** Where requests go when the server names no contact. */
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

export interface PrivacyFacts {
  /** `PRIVACY_OPERATOR`, or null when it is not set: the notice then says who to ask instead. */
  operator: string | null;
  contact: ContactLink;
  retention: string;
}

/** What the notice says, from `GET /api/config` (undefined while it loads or if it failed). */
export function privacyFacts(privacy: PublicPrivacy | undefined): PrivacyFacts {
  return {
    operator: privacy?.operator?.trim() || null,
    contact: contactLink(privacy?.contact),
    retention: retentionPeriod(privacy?.retention_days),
  };
}
