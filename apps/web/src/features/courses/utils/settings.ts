import {
  hasWebAddress,
  MAX_GROUP_SIZE,
  messageForPeople,
  SUBCOURSE_MESSAGES,
  type FormField,
} from '@capstone/contracts';
import { COURSE_TEXT } from '@/config/course-messages';
import { checkForm } from './form-builder';
import { checkTermDateEdits } from './term-dates';

/** What the settings screen edits before SAVE. */
export interface SettingsDraft {
  name: string;
  /** '' while the number input is empty. */
  maxGroupSize: number | '';
  preferenceRelease: boolean;
  isDefault: boolean;
  clientQuestionnaire: FormField[];
  projectPreferenceForm: FormField[];
  termDates: Record<string, string>;
}

/** Only the term dates that differ from the server's copy are sent. */
export function changedTermDates(
  saved: Record<string, string>,
  edited: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(edited)
      .map(([term, dates]) => [term, dates.trim()] as const)
      .filter(([term, dates]) => dates !== (saved[term] ?? '').trim()),
  );
}

export interface SettingsCheck {
  /** The toast for the first problem, or null when the draft may be sent. */
  message: string | null;
  /** Inline messages: `name`, `maxGroupSize`, `term-<n>`. */
  fields: Record<string, string>;
}

/**
 * The Course Settings rules (name, group size, term dates, and the two forms as the server
 * checks them), checked before SAVE sends anything and worded for people.
 */
export function checkSettings(
  draft: SettingsDraft,
  existingTerms: readonly number[],
  savedTermDates: Record<string, string>,
): SettingsCheck {
  const fields: Record<string, string> = {};
  let message: string | null = null;
  if (!draft.name.trim()) {
    fields.name = COURSE_TEXT.nameRequired;
    message ??= COURSE_TEXT.nameRequired;
  } else if (hasWebAddress(draft.name)) {
    fields.name = SUBCOURSE_MESSAGES.nameHasWebAddress;
    message ??= SUBCOURSE_MESSAGES.nameHasWebAddress;
  }
  const size = draft.maxGroupSize;
  if (size === '' || !Number.isInteger(size) || size < 1 || size > MAX_GROUP_SIZE) {
    fields.maxGroupSize = messageForPeople(SUBCOURSE_MESSAGES.maxGroupSize);
    message ??= fields.maxGroupSize;
  }
  const edits = changedTermDates(savedTermDates, draft.termDates);
  for (const [term, dates] of Object.entries(edits)) {
    const problem = checkTermDateEdits(existingTerms, { [term]: dates });
    if (problem) {
      fields[`term-${term}`] = problem;
      message ??= problem;
    }
  }
  const formProblem =
    checkForm('client_questionnaire', draft.clientQuestionnaire) ??
    checkForm('project_preference_form', draft.projectPreferenceForm);
  message ??= formProblem && messageForPeople(formProblem);
  return { message, fields };
}
