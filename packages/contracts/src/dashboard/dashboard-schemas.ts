import { z } from 'zod';
import { atMost, requiredString } from '../common/fields';
import { LIMITS } from '../common/limits';
import { fieldRequired } from '../common/messages';
import { DASHBOARD_MESSAGES, LINK_NAME_MAX, LINK_URL_MAX } from './dashboard-messages';

const count = z.number().int().nonnegative();

/**
 * `GET /api/admin/dashboard/{subcourseId}`. Per subcourse S: students, staff, groups, allocated
 * groups (published project), unallocated groups (≥ 1 member, no project), available and
 * unavailable projects. Per parent course C: verified and unverified clients, submitted projects.
 */
export const dashboardStats = z.object({
  number_students: count,
  number_staff: count,
  number_groups: count,
  allocated_groups: count,
  unallocated_groups: count,
  verified_clients: count,
  unverified_clients: count,
  available_projects: count,
  unavailable_projects: count,
  submitted_projects: count,
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/** A URL the browser may open from a shortcut tile: http or https with a host, nothing else. */
export const HTTP_URL_RE = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** One shortcut link as listed (`[{name, url, subcourse}]`). */
export const staffLink = z.object({ name: z.string(), url: z.string(), subcourse: z.string() });
export type StaffLink = z.infer<typeof staffLink>;
export const staffLinks = z.array(staffLink);

/**
 * `POST /api/staff/links/{subcourseId}`: `subcourse`, when sent, must equal the path. A missing
 * or non-object body reads as a missing name, the first required field.
 */
export const addLinkBody = z.object(
  {
    name: requiredString(
      'name',
      fieldRequired('name'),
      LINK_NAME_MAX,
      DASHBOARD_MESSAGES.linkNameTooLong,
    ),
    url: requiredString(
      'url',
      fieldRequired('url'),
      LINK_URL_MAX,
      DASHBOARD_MESSAGES.linkUrlTooLong,
    ).regex(HTTP_URL_RE, DASHBOARD_MESSAGES.linkUrlScheme),
    subcourse: z.string().trim().max(LIMITS.id, atMost('subcourse', LIMITS.id)).optional(),
  },
  { error: fieldRequired('name') },
);
export type AddLinkBody = z.infer<typeof addLinkBody>;

/** `GET /api/staff/{subcourseId}/tutorial/groups`: the caller's tutorials → their group ids. */
export const tutorialGroups = z.record(z.string(), z.array(z.string()));
export type TutorialGroups = z.infer<typeof tutorialGroups>;
