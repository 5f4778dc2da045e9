import { LIMITS, LIST_LIMITS, tooMany } from '../common/limits';
import { GROUP_MESSAGES } from '../groups/group-messages';
import { STUDENT_MESSAGES } from '../students/student-messages';

/** Every message of the student profile and of individual and group preferences. */
export const PREFERENCE_MESSAGES = {
  // own profile (`POST /api/student/details`)
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

  // individual preferences (`POST /api/student/preference/submit/{subcourseId}`)
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

  // group preferences (`POST /api/group/preference/...`)
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

  // final checks, when a group submits its preferences as final (`is_draft` false)
  sevenProjects: 'You must preference 7 projects',
  pitchRequired: (project: string) => `You must write a pitch for ${project}`,
  pitchTooShort: (project: string) => `Your pitch for ${project} must be at least 100 characters`,
  allTopicsAnswered: 'All topic questions must be answered',
  invalidTopicOption: (label: string) => `Answer to "${label}" is not a valid option`,
  topicChosenTwice: 'Each topic may be chosen once',

  // the group preference form's own texts (spelt as the spec shows them)
  webPitchRequired: (project: string) => `You must write a pitch for ${project} projects`,
  webPitchTooShort: (project: string) => `You pitch for ${project} must be at least 100 words.`,
  notesPlaceholder: 'Notes (at least 80 words)',

  // shared with the other student routes
  notEnrolled: STUDENT_MESSAGES.notEnrolled,
  notGroupMember: STUDENT_MESSAGES.notGroupMember,
  subcourseNotActive: STUDENT_MESSAGES.subcourseNotActive,
  subcourseArchived: STUDENT_MESSAGES.subcourseArchived,
  subcourseNotFound: STUDENT_MESSAGES.subcourseNotFound,
} as const;

/** Group rankings hold exactly this many projects once final. */
export const GROUP_PREFERENCE_COUNT = 7;
/** Shortest pitch accepted by the final checks, in characters. */
export const MIN_PITCH_LENGTH = 100;
export const MAX_NOTES_LENGTH = LIMITS.notes;
export const MAX_EXPERIENCES = LIST_LIMITS.experiences;
