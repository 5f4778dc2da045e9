import { MAX_NOTES_LENGTH, PREFERENCE_MESSAGES } from '@capstone/contracts';

/** Texts of the preference screens that only the web shows. */
export const PREFERENCE_UI_MESSAGES = {
  pitchPlaceholder: PREFERENCE_MESSAGES.notesPlaceholder,
  topicLoadFailed: 'Cannot load the previous answer',
  submitted: 'Your Group preference has been successfully submitted',
  topicRequired: 'This question must be answered',
} as const;

/** Notes (and topic answers) are at most 5000 characters. */
export const NOTES_MAX_CHARS = MAX_NOTES_LENGTH;
