import type { LtiContextEntry } from '@capstone/contracts';
import type { LtiContextRow } from './lti-contexts.repo';

/**
 * An LMS course as the link page and the subcourse's list show it. It can sync once it is
 * linked and the platform offered a roster service in a launch.
 */
export const presentContext = (row: LtiContextRow): LtiContextEntry => ({
  contextRef: row.id,
  title: row.title,
  label: row.label,
  subcourseId: row.subcourseId,
  canSync: row.subcourseId !== null && row.membershipsUrl !== null,
});
