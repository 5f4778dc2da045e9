import {
  MIN_PITCH_LENGTH,
  PREFERENCE_MESSAGES,
  finalPreferenceError,
  type FormField,
} from '@capstone/contracts';
import { preferenceEntries, type Board } from './board';

export interface RankingProblem {
  message: string;
  /** The project whose pitch the message is about, so the form can mark its field. */
  projectId?: string;
}

/**
 * NEXT on step 1 of the group form: the server's final checks of group preferences, in the group
 * form's own wording. The first problem found is reported, with the project it names.
 */
export function checkGroupRanking(board: Board): RankingProblem | null {
  const names = new Map(
    board.slots.flatMap((project) => (project ? [[project.id, project.name] as const] : [])),
  );
  const entries = preferenceEntries(board).map((entry) => ({
    ...entry,
    name: names.get(entry.project) ?? entry.project,
  }));
  const message = finalPreferenceError(entries, { web: true });
  if (!message) return null;
  if (message === PREFERENCE_MESSAGES.sevenProjects) return { message };
  const named =
    entries.find((entry) => !entry.notes.trim()) ??
    entries.find((entry) => entry.notes.trim().length < MIN_PITCH_LENGTH);
  return named ? { message, projectId: named.project } : { message };
}

/** Questions whose options exclude each other across the form. */
export const isChoiceQuestion = (field: FormField) =>
  field.input_type === 'select' || field.input_type === 'dropdown';

/** One answer per question, from the saved answers (question order); missing ones are empty. */
export const initialTopicAnswers = (
  form: readonly FormField[],
  saved: readonly string[] | undefined,
): string[] => form.map((_, index) => saved?.[index] ?? '');

/**
 * The options question `index` may offer: its own options minus those chosen in the other
 * select/dropdown questions. Its own current answer always stays so the field can show it.
 */
export function availableOptions(
  form: readonly FormField[],
  answers: readonly string[],
  index: number,
): string[] {
  const question = form[index];
  if (!question) return [];
  const current = answers[index] ?? '';
  const taken = new Set(
    form
      .map((field, i) => (i !== index && isChoiceQuestion(field) ? (answers[i] ?? '') : ''))
      .filter(Boolean),
  );
  const options = question.options.filter((option) => option === current || !taken.has(option));
  return current && !options.includes(current) ? [...options, current] : options;
}

/**
 * Choosing an option in one question clears it from any other choice question that held it, so
 * that two questions never end up with the same topic.
 */
export function answerTopic(
  form: readonly FormField[],
  answers: readonly string[],
  index: number,
  value: string,
): string[] {
  const question = form[index];
  const isChoice = Boolean(question && isChoiceQuestion(question));
  return answers.map((answer, i) => {
    if (i === index) return value;
    const other = form[i];
    if (isChoice && value && other && isChoiceQuestion(other) && answer === value) return '';
    return answer;
  });
}

/** All fields are required: the indexes of the unanswered questions. */
export const unansweredTopics = (answers: readonly string[]): number[] =>
  answers.flatMap((answer, index) => (answer.trim() ? [] : [index]));
