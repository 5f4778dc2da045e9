import type { DueOffering } from '@capstone/contracts';
import { retentionPeriod } from '@/lib/retention-period';

/** The toast of a decision that failed without a message of its own. */
export const RETENTION_FAILED = 'Something went wrong. Please try again.';

/** How an offering is named on its card and in both dialogs: `COMP3900 Capstone (T2 2024)`. */
export const offeringLabel = (o: DueOffering) => `${o.code} ${o.name} (T${o.term} ${o.year})`;

/** Where an offering is in its life: what its retention depends on. */
export type OfferingState = 'not-active' | 'active' | 'archived';

/**
 * The offering's state and what it means for its students' data, for the course dashboard:
 * nothing is due until it is archived, then the retention period runs.
 */
export function offeringRetentionText(state: OfferingState, days: number | undefined): string {
  const period = retentionPeriod(days);
  switch (state) {
    case 'not-active':
      return `This offering is not active yet. Its students' data is kept while it runs and is due for deletion ${period} after it is archived.`;
    case 'active':
      return `This offering is active. Its students' data is kept while it runs and is due for deletion ${period} after it is archived.`;
    case 'archived':
      return `This offering is archived. Its students' data is due for deletion ${period} after the day it was archived; it is listed here then, to delete or postpone.`;
  }
}

/**
 * DELETE NOW is enabled only once the offering's code is typed: spaces around it and letter case
 * do not matter, anything else does.
 */
export const typedCodeMatches = (typed: string, code: string) =>
  typed.trim().toUpperCase() === code.trim().toUpperCase() && code.trim() !== '';
