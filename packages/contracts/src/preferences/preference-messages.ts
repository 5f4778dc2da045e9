import { LIMITS, LIST_LIMITS, tooMany } from '../common/limits';
import { GROUP_MESSAGES } from '../groups/group-messages';
import { STUDENT_MESSAGES } from '../students/student-messages';

/** Every message of api.md §10 (profile and preferences), §11 (group preferences) and 11.1. */
export const PREFERENCE_MESSAGES = {
  // api.md §10: own profile
  profileUpdated: 'Updated successfully!',
  tutorialStaffOnly: 'Tutorial can only be changed by course staff',
  yearRule: 'year must be a whole number from 1 to 10',
  experienceTitleRequired: 'experiences: title is required',
  experiencesNotList: 'experiences must be a list',
  experiencesTooMany: `experiences must have at most ${LIST_LIMITS.experiences} entries`,
  experienceTitleTooLong: `experiences: title must be at most ${LIMITS.experienceTitle} characters`,
  experienceTooLong: `experiences: title and description must be at most ${LIMITS.notes} characters`,
  studentNotFound: 'Student not found',
  subcourseIdRule: 'subcourse must be an id',

  // api.md §10: individual preferences
  studentPreferencesSaved: 'Preferences saved successfully!',
  noProjPreferences: 'No field proj_preferences',
  projPreferencesNotList: 'proj_preferences must be a list',
  entryNotObject: 'proj_preferences entries must be objects',
  projectRequired: 'project is required',
  projectIdRule: 'project must be an id',
  rankRule: 'rank must be a whole number from 1 to 7',
  rankUsedTwice: 'Each rank may be used once',
  projectRankedTwice: 'Each project may be ranked once',
  projectNotAvailable: (projectId: string) =>
    `Project ${projectId} is not available in this subcourse`,
  notesTooLong: `notes must be at most ${LIMITS.notes} characters`,
  notesNotString: 'notes must be a string',
  isDraftNotBoolean: 'is_draft must be true or false',

  // api.md §11: group preferences
  groupPreferenceSaved: 'Preference saved successfully!',
  topicPreferenceSaved: 'Topic preference saved successfully!',
  noTopicPreferences: 'No field topic_preferences',
  topicAnswersPerQuestion: 'topic_preferences must have one answer per question',
  topicAnswerTooLong: `topic_preferences answers must be at most ${LIMITS.notes} characters`,
  topicAnswersTooMany: tooMany('topic_preferences', LIST_LIMITS.topicPreferences),
  preferencesTooMany: tooMany('proj_preferences', LIST_LIMITS.preferences),
  groupNotFound: GROUP_MESSAGES.groupNotFound,
  onlyLead: GROUP_MESSAGES.onlyLead,
  notReleased: GROUP_MESSAGES.notReleased,
  locked: GROUP_MESSAGES.locked,

  // api.md 11.1: final checks
  sevenProjects: 'You must preference 7 projects',
  pitchRequired: (project: string) => `You must write a pitch for ${project}`,
  pitchTooShort: (project: string) => `Your pitch for ${project} must be at least 100 characters`,
  allTopicsAnswered: 'All topic questions must be answered',
  invalidTopicOption: (label: string) => `Answer to "${label}" is not a valid option`,
  topicChosenTwice: 'Each topic may be chosen once',

  // product spec 2 §5: the group preference form's own texts (spelt as the spec shows them)
  webPitchRequired: (project: string) => `You must write a pitch for ${project} projects`,
  webPitchTooShort: (project: string) => `You pitch for ${project} must be at least 100 words.`,
  notesPlaceholder: 'Notes (at least 80 words)',

  // shared with the other student routes (api.md §1.4, §10)
  notEnrolled: STUDENT_MESSAGES.notEnrolled,
  notGroupMember: STUDENT_MESSAGES.notGroupMember,
  subcourseNotActive: STUDENT_MESSAGES.subcourseNotActive,
  subcourseArchived: STUDENT_MESSAGES.subcourseArchived,
  subcourseNotFound: STUDENT_MESSAGES.subcourseNotFound,
} as const;

/** Group rankings hold exactly this many projects once final (api.md 11.1). */
export const GROUP_PREFERENCE_COUNT = 7;
/** Shortest pitch accepted by the final checks, in characters (api.md 11.1). */
export const MIN_PITCH_LENGTH = 100;
export const MAX_NOTES_LENGTH = LIMITS.notes;
export const MAX_EXPERIENCES = LIST_LIMITS.experiences;
