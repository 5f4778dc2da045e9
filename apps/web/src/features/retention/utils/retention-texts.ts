import type { DueOffering } from '@capstone/contracts';

/** The toast of a decision that failed without a message of its own. */
export const RETENTION_FAILED = 'Something went wrong. Please try again.';

/** How an offering is named on its card and in both dialogs: `COMP3900 Capstone (T2 2024)`. */
export const offeringLabel = (o: DueOffering) => `${o.code} ${o.name} (T${o.term} ${o.year})`;
