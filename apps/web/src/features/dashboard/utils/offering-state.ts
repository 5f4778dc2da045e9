import type { SubcourseCard } from '@capstone/contracts';

/** Where an offering is in its life, as the course dashboard shows it. */
export type OfferingState = 'not-active' | 'active' | 'archived';

export const offeringState = (
  card: Pick<SubcourseCard, 'is_active' | 'is_archived'>,
): OfferingState => (card.is_archived ? 'archived' : card.is_active ? 'active' : 'not-active');

export const OFFERING_STATE_LABELS: Record<OfferingState, string> = {
  'not-active': 'Not active yet',
  active: 'Active',
  archived: 'Archived',
};

/** Outline colours whose text passes WCAG AA on the page background. */
export const OFFERING_STATE_COLORS: Record<OfferingState, string> = {
  'not-active': 'indigo.9',
  active: 'teal.9',
  archived: 'gray.8',
};

/**
 * The dashboard's subtitle: the offering's code and name, and its year only when the name does
 * not already say it ("COMP3999 2027 Term 1", not "COMP3999 2027 Term 1 · 2027").
 */
export function offeringSubtitle(card: Pick<SubcourseCard, 'code' | 'name' | 'year'>): string {
  const title = `${card.code} ${card.name}`;
  const year = String(card.year);
  // The name, not the code: a code such as COMP2026 does not say the year.
  return new RegExp(`(^|\\D)${year}(\\D|$)`).test(card.name) ? title : `${title} · ${year}`;
}
