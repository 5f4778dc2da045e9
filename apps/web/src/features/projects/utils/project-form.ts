import {
  answersToProject,
  fieldRequired,
  mapQuestionnaire,
  OFFERING_TERM_LABELS,
  parseTerms,
  type CreateProjectBody,
  type FormField,
  type ProjectFull,
  type ProjectStatus,
  type QuestionnaireAnswer,
  type QuestionnaireAnswers,
} from '@capstone/contracts';
import { PROJECT_TEXT } from './project-text';

export type ProjectFormMode = 'create' | 'edit';
/** What a client asks for when saving; the server keeps approved statuses. */
export type SaveStatus = 'draft' | 'submitted';
export type UpdateBody = Omit<CreateProjectBody, 'course'>;

/** SAVE DRAFT is offered only when creating or while the project is a draft. */
export const canSaveDraft = (mode: ProjectFormMode, status?: ProjectStatus) =>
  mode === 'create' || status === 'draft';

export interface TermChoice {
  value: string;
  label: string;
}

/**
 * The Offering Terms a client may tick: the question's options that are terms 1–3, limited to
 * the course's terms when they are known (the server refuses any other).
 */
export function termChoices(options: readonly string[], courseTerms?: readonly number[]) {
  const fromOptions = parseTerms([...options]);
  const offered = courseTerms ? fromOptions.filter((t) => courseTerms.includes(t)) : fromOptions;
  const terms = offered.length > 0 ? offered : parseTerms((courseTerms ?? []).map(String));
  return terms.map((term): TermChoice => ({
    value: String(term),
    label: `Term ${term} (${OFFERING_TERM_LABELS[term] ?? ''})`,
  }));
}

const isBlank = (answer: QuestionnaireAnswer | undefined) =>
  answer === undefined || (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '');

const WHOLE_RE = /^\d+$/;
const NUMBER_RE = /^-?\d+(\.\d+)?$/;

/** A number answer that is there but unreadable, or a capacity that is not a whole number. */
function numberProblem(question: FormField, isCapacity: boolean, answer: QuestionnaireAnswer) {
  if (Array.isArray(answer) || answer.trim() === '') return null;
  if (isCapacity) return WHOLE_RE.test(answer.trim()) ? null : PROJECT_TEXT.wholeNumber;
  if (question.input_type === 'number' && !NUMBER_RE.test(answer.trim())) {
    return `${question.label} must be a number`;
  }
  return null;
}

/**
 * Inline errors by question id (`form` for a problem of the whole form). Submitting needs every
 * question answered; a draft needs only the project name.
 */
export function checkAnswers(
  questions: readonly FormField[],
  answers: QuestionnaireAnswers,
  status: SaveStatus,
): Record<string, string> {
  const mapped = mapQuestionnaire(questions);
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    const field = mapped.get(question.id);
    const isRequired = status === 'submitted' || field === 'name';
    if (isBlank(answer)) {
      if (isRequired) errors[question.id] = fieldRequired(question.label);
      continue;
    }
    const problem = numberProblem(question, field === 'capacity', answer!);
    if (problem) errors[question.id] = problem;
  }
  if (status === 'draft' && ![...mapped.values()].includes('name')) {
    errors.form = PROJECT_TEXT.nameForDraft;
  }
  return errors;
}

/**
 * The body of a project save. When editing, what the questionnaire does not ask about is kept:
 * description, attachments and answers to questions that were since removed from the form.
 */
export function buildProjectBody(
  questions: readonly FormField[],
  answers: QuestionnaireAnswers,
  status: SaveStatus,
  previous?: Pick<ProjectFull, 'description' | 'attachments' | 'responses'>,
): UpdateBody {
  const fields = answersToProject(questions, answers);
  const asked = new Set(questions.map((question) => question.id));
  const kept = (previous?.responses ?? []).filter((r) => !asked.has(r.question));
  return {
    ...(previous && { description: previous.description, attachments: previous.attachments }),
    ...fields,
    responses: [...kept, ...fields.responses],
    status,
  };
}
