import { z } from 'zod';
import { idParam, requiredString } from '../common/fields';
import { LIMITS } from '../common/limits';
import { fieldRequired } from '../common/messages';
import { projectCard } from '../courses/course-schemas';
import { HTTP_URL_RE } from '../dashboard/dashboard-schemas';
import {
  GROUP_BIO_MAX,
  GROUP_LINK_NAME_MAX,
  GROUP_LINK_URL_MAX,
  GROUP_MESSAGES,
} from './group-messages';

const ref = z.object({ id: z.string(), name: z.string() });

/** A group member as listed in a group: staff of S also get `zid` and `email`. */
export const groupMember = z.object({
  id: z.string(),
  name: z.string(),
  zid: z.string().optional(),
  email: z.string().optional(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** GET /api/group/members/{groupId}: staff of S also get `zid`, `email` and `tutorial`. */
export const groupMemberEntry = groupMember.extend({ tutorial: z.string().nullable().optional() });
export const groupMembersResponse = z.array(groupMemberEntry);
export type GroupMemberEntry = z.infer<typeof groupMemberEntry>;

export const groupLink = z.object({ name: z.string(), url: z.string() });
export type GroupLink = z.infer<typeof groupLink>;
export const groupLinksResponse = z.array(groupLink);

/** `PreferenceOut`: one entry of a saved ranking, with its project's card. */
export const preferenceOut = z.object({
  project: projectCard,
  notes: z.string(),
  rank: z.number().int(),
});
export type PreferenceOut = z.infer<typeof preferenceOut>;

/** `GroupRow`: `count` is "n/m" with m the subcourse's `max_group_size`. */
export const groupRow = z.object({
  id: z.string(),
  name: z.string(),
  tutorial: z.string(),
  bio: z.string().nullable(),
  goal: z.string().nullable(),
  members: z.array(groupMember),
  count: z.string(),
  is_full: z.boolean(),
  isMine: z.boolean(),
  lead: z.string().nullable(),
  /** The published allocation only. */
  project: ref.nullable(),
});
export type GroupRow = z.infer<typeof groupRow>;
export const groupRowsResponse = z.array(groupRow);

/** `GroupDetail`: members and staff of S; `draft_alloc` for staff only. */
export const groupDetail = groupRow.extend({
  subcourse: z.string(),
  links: z.array(groupLink),
  is_draft: z.boolean(),
  proj_preferences: z.array(preferenceOut),
  topic_preferences: z.array(z.string()),
  draft_alloc: z.string().nullable().optional(),
});
export type GroupDetail = z.infer<typeof groupDetail>;
/** Most specific first: the serializer keeps the first shape that matches. */
export const groupView = z.union([groupDetail, groupRow]);
export type GroupView = z.infer<typeof groupView>;

export const groupIdParams = z.object({ groupId: idParam });
export const groupSubcourseParams = z.object({ subcourseId: idParam });

const bodyObject = 'The request body must be a JSON object';
const id = (field: string) =>
  requiredString(field, fieldRequired(field), LIMITS.id, `${field} must be an id`);

/** PUT /api/group/join and /api/group/leave */
export const joinLeaveBody = z.object(
  { group_id: id('group_id'), subcourse_id: id('subcourse_id') },
  { error: bodyObject },
);
export type JoinLeaveBody = z.infer<typeof joinLeaveBody>;

const isAbsent = (input: unknown) => input === undefined || input === null;

/** POST /api/group/{groupId}/lead: absent → "No field lead", empty → "No group lead was selected". */
export const leadBody = z.object(
  {
    lead: z
      .string({
        error: (iss) =>
          isAbsent(iss.input) ? GROUP_MESSAGES.noFieldLead : 'lead must be a string',
      })
      .trim()
      .min(1, GROUP_MESSAGES.noLeadSelected)
      .max(100, GROUP_MESSAGES.leadNotMember),
  },
  { error: GROUP_MESSAGES.noFieldLead },
);
export type LeadBody = z.infer<typeof leadBody>;
export const leadResponse = z.object({ lead: z.boolean() });
export const leadWhoResponse = z.object({ lead: z.string().nullable() });
export const leadSetResponse = z.object({ lead: z.string() });

const bioText = (field: 'bio' | 'goal', missing: string, tooLong: string) =>
  z
    .string({ error: (iss) => (isAbsent(iss.input) ? missing : `${field} must be a string`) })
    .trim()
    .max(GROUP_BIO_MAX, tooLong);

/** POST /api/group/{groupId}/bio: both fields present (an empty string clears one). */
export const bioBody = z.object(
  {
    bio: bioText('bio', GROUP_MESSAGES.missingBio, GROUP_MESSAGES.bioTooLong),
    goal: bioText('goal', GROUP_MESSAGES.missingGoal, GROUP_MESSAGES.goalTooLong),
  },
  { error: GROUP_MESSAGES.missingBio },
);
export type BioBody = z.infer<typeof bioBody>;
export const bioResponse = z.object({ bio: z.string(), goal: z.string() });

/** POST /api/group/links/{groupId} */
export const linkBody = z.object(
  {
    name: requiredString(
      'name',
      fieldRequired('name'),
      GROUP_LINK_NAME_MAX,
      GROUP_MESSAGES.linkNameTooLong,
    ),
    url: requiredString(
      'url',
      fieldRequired('url'),
      GROUP_LINK_URL_MAX,
      GROUP_MESSAGES.linkUrlTooLong,
    ).regex(HTTP_URL_RE, GROUP_MESSAGES.urlHttp),
  },
  { error: GROUP_MESSAGES.linkNameRequired },
);
export type LinkBody = z.infer<typeof linkBody>;
