import { z } from 'zod';
import { atMost, idParam } from '../common/fields';
import { LIMITS, LIST_LIMITS } from '../common/limits';
import { projectCard } from '../courses/course-schemas';
import { preferenceOut } from '../groups/group-schemas';
import { MAX_EXPERIENCES, MAX_NOTES_LENGTH, PREFERENCE_MESSAGES as M } from './preference-messages';

const isMissing = (input: unknown) => input === undefined || input === null;

/** `PreferenceIn`: ranks are whole numbers 1–7; a missing pitch is an empty one. */
export const preferenceIn = z.object(
  {
    project: z
      .string({ error: M.projectRequired })
      .trim()
      .max(LIMITS.id, { message: M.projectIdRule, abort: true })
      .min(1, M.projectRequired),
    notes: z
      .string({ error: M.notesNotString })
      .max(MAX_NOTES_LENGTH, { message: M.notesTooLong, abort: true })
      .nullish()
      .transform((notes) => notes ?? ''),
    rank: z.number({ error: M.rankRule }).int(M.rankRule).min(1, M.rankRule).max(7, M.rankRule),
  },
  { error: M.entryNotObject },
);
export type PreferenceIn = z.infer<typeof preferenceIn>;

const preferenceList = z
  .array(preferenceIn, {
    error: (iss) => (isMissing(iss.input) ? M.noProjPreferences : M.projPreferencesNotList),
  })
  .max(LIST_LIMITS.preferences, M.preferencesTooMany);
const isDraft = z.boolean({ error: M.isDraftNotBoolean });

/** POST /api/student/preference/submit/{subcourseId}; `is_draft` only matters to the web. */
export const studentPreferenceBody = z.object({
  proj_preferences: preferenceList,
  is_draft: isDraft.optional(),
});
export type StudentPreferenceBody = z.infer<typeof studentPreferenceBody>;

/** POST /api/group/preference/submit/{groupId}; `is_draft` false adds the final checks. */
export const groupPreferenceBody = z.object({
  proj_preferences: preferenceList,
  is_draft: isDraft.optional().default(true),
});
export type GroupPreferenceBody = z.infer<typeof groupPreferenceBody>;

/** POST /api/group/preference/topic/submit/{groupId}; `is_draft` false locks the group. */
export const topicPreferenceBody = z.object({
  topic_preferences: z
    .array(
      z
        .string({ error: M.topicAnswersPerQuestion })
        .trim()
        .max(MAX_NOTES_LENGTH, { message: M.topicAnswerTooLong, abort: true }),
      {
        error: (iss) => (isMissing(iss.input) ? M.noTopicPreferences : M.topicAnswersPerQuestion),
      },
    )
    .max(LIST_LIMITS.topicPreferences, M.topicAnswersTooMany),
  is_draft: isDraft.optional().default(true),
});
export type TopicPreferenceBody = z.infer<typeof topicPreferenceBody>;

const experienceIn = z.object(
  {
    title: z
      .string({ error: M.experienceTitleRequired })
      .trim()
      .max(LIMITS.experienceTitle, { message: M.experienceTitleTooLong, abort: true })
      .min(1, M.experienceTitleRequired),
    description: z
      .string({ error: M.experienceTooLong })
      .trim()
      .max(MAX_NOTES_LENGTH, { message: M.experienceTooLong, abort: true })
      .nullish()
      .transform((text) => text ?? ''),
  },
  { error: M.experienceTitleRequired },
);

/**
 * POST /api/student/details: the caller's own year and experiences. A field left out keeps its
 * stored value; `tutorial` is accepted only when it repeats the current one (checked by the server).
 */
export const studentDetailsBody = z.object({
  subcourse: z
    .string({ error: M.subcourseIdRule })
    .trim()
    .max(LIMITS.id, { message: M.subcourseIdRule, abort: true })
    .min(1, M.subcourseIdRule)
    .nullish(),
  year: z
    .number({ error: M.yearRule })
    .int(M.yearRule)
    .min(1, M.yearRule)
    .max(10, M.yearRule)
    .nullable()
    .optional(),
  experiences: z
    .array(experienceIn, { error: M.experiencesNotList })
    .max(MAX_EXPERIENCES, M.experiencesTooMany)
    .optional(),
  tutorial: z
    .string({ error: 'tutorial must be a string' })
    .trim()
    .max(LIMITS.tutorial, atMost('tutorial', LIMITS.tutorial))
    .nullish(),
});
export type StudentDetailsBody = z.infer<typeof studentDetailsBody>;

/** `PreferenceOut[]` sorted by rank (the shape itself is the groups contract's). */
export const preferenceOutList = z.array(preferenceOut);

/** GET /api/group/preference/auto/{subcourseId}/{groupId}: no notes carried. */
export const suggestedPreference = z.object({ project: projectCard, rank: z.number() });
export type SuggestedPreference = z.infer<typeof suggestedPreference>;

export const topicPreferencesResponse = z.array(z.string());

export const studentPreferenceParams = z.object({ subcourseId: idParam, studentId: idParam });
export const studentTutorialParams = z.object({ studentId: idParam, subcourseId: idParam });
export const preferenceSubcourseParams = z.object({ subcourseId: idParam });
export const groupAutoParams = z.object({ subcourseId: idParam, groupId: idParam });
export const groupWishlistParams = z.object({ groupId: idParam, subcourseId: idParam });
