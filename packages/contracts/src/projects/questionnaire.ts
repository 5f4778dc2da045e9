import { COURSE_TERMS } from '../courses/course-schemas';
import { QUESTIONNAIRE_LABELS, type FormField, type FormFieldType } from '../courses/form-fields';
import type { ProjectResponse } from './project-schemas';

/**
 * The label mapping between a course's client questionnaire and a project, both ways. A
 * question whose label is one of `QUESTIONNAIRE_LABELS` fills that project field; any other
 * question becomes a `responses` entry `{question: fieldId, answer}`.
 */
export type QuestionnaireField = keyof typeof QUESTIONNAIRE_LABELS;
/** What the form holds per question: text (also numbers, typed as text) or a list of options. */
export type QuestionnaireAnswer = string | string[];
/** Answers keyed by question (form field) id. */
export type QuestionnaireAnswers = Record<string, QuestionnaireAnswer>;

type Question = Pick<FormField, 'id' | 'label' | 'input_type'>;

// Course admins type labels by hand in the Form Builder: case and spacing must not break the map.
const normaliseLabel = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

const FIELD_BY_LABEL: ReadonlyMap<string, QuestionnaireField> = new Map(
  (Object.entries(QUESTIONNAIRE_LABELS) as [QuestionnaireField, string][]).map(([field, label]) => [
    normaliseLabel(label),
    field,
  ]),
);

/** The project field a label stands for, or null when its answer is a response. */
export const questionnaireFieldOf = (label: string): QuestionnaireField | null =>
  FIELD_BY_LABEL.get(normaliseLabel(label)) ?? null;

/**
 * Question id → project field. Only the first question with a given special label fills the
 * field; a repeat is kept as a response so that nothing a client typed is silently dropped.
 */
export function mapQuestionnaire(
  questions: readonly Pick<FormField, 'id' | 'label'>[],
): Map<string, QuestionnaireField> {
  const mapped = new Map<string, QuestionnaireField>();
  const taken = new Set<QuestionnaireField>();
  for (const question of questions) {
    const field = questionnaireFieldOf(question.label);
    if (field && !taken.has(field)) {
      taken.add(field);
      mapped.set(question.id, field);
    }
  }
  return mapped;
}

const LIST_FIELDS: ReadonlySet<QuestionnaireField> = new Set(['terms', 'areas']);
const LIST_TYPES: ReadonlySet<FormFieldType> = new Set(['checkbox', 'dropdown']);

/**
 * Whether a question's answer is a list: the project's list fields (terms, areas) always are,
 * whatever input the admin chose; otherwise checkbox and dropdown questions are.
 */
export const isListAnswer = (inputType: FormFieldType, field: QuestionnaireField | null) =>
  field ? LIST_FIELDS.has(field) : LIST_TYPES.has(inputType);

const asText = (answer: QuestionnaireAnswer | null | undefined): string =>
  answer == null
    ? ''
    : Array.isArray(answer)
      ? answer.map((a) => a.trim()).join(', ')
      : answer.trim();

const asList = (answer: QuestionnaireAnswer | null | undefined): string[] => {
  const values = answer == null ? [] : Array.isArray(answer) ? answer : [answer];
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
};

/** Number of Groups: parsed as an integer; empty or unreadable is 0. */
export function parseCapacity(answer: QuestionnaireAnswer | null | undefined): number {
  const parsed = Number.parseInt(asText(answer), 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Offering Terms as the integers 1–3 they name, ascending, without repeats. */
export function parseTerms(answer: QuestionnaireAnswer | null | undefined): number[] {
  const terms = asList(answer)
    .map(Number)
    .filter((term) => (COURSE_TERMS as readonly number[]).includes(term));
  return [...new Set(terms)].sort((a, b) => a - b);
}

/** The project fields a questionnaire fills; fields it does not ask about stay absent. */
export interface QuestionnaireProjectFields {
  name?: string;
  terms?: number[];
  category?: string;
  areas?: string[];
  background?: string;
  scope?: string;
  req_skills?: string;
  outcomes?: string;
  capacity?: number;
  responses: ProjectResponse[];
}

function responseAnswer(question: Question, answer: QuestionnaireAnswer | undefined) {
  if (isListAnswer(question.input_type, null)) return asList(answer);
  const text = asText(answer);
  if (question.input_type !== 'number') return text;
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

/** Answers → project fields and responses (the body of a project create or update). */
export function answersToProject(
  questions: readonly Question[],
  answers: QuestionnaireAnswers,
): QuestionnaireProjectFields {
  const mapped = mapQuestionnaire(questions);
  const project: QuestionnaireProjectFields = { responses: [] };
  for (const question of questions) {
    const answer = answers[question.id];
    const field = mapped.get(question.id);
    if (field === 'terms') project.terms = parseTerms(answer);
    else if (field === 'areas') project.areas = asList(answer);
    else if (field === 'capacity') project.capacity = parseCapacity(answer);
    else if (field) project[field] = asText(answer);
    else
      project.responses.push({ question: question.id, answer: responseAnswer(question, answer) });
  }
  return project;
}

/** The project fields the questionnaire can show again. */
export type QuestionnaireProjectSource = Partial<Omit<QuestionnaireProjectFields, 'responses'>> & {
  responses?: readonly ProjectResponse[] | undefined;
};

function toAnswer(value: unknown, isList: boolean): QuestionnaireAnswer {
  const values: string[] =
    value == null ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
  if (isList) return values.filter((v) => v.trim() !== '');
  return values.join(', ');
}

/**
 * A saved project → answers of the questionnaire (for editing). Each question gets an answer of
 * its own shape: a list for list questions, text otherwise; unknown values read as empty.
 */
export function projectToAnswers(
  questions: readonly Question[],
  project: QuestionnaireProjectSource,
): QuestionnaireAnswers {
  const mapped = mapQuestionnaire(questions);
  const responses = new Map((project.responses ?? []).map((r) => [r.question, r.answer]));
  const answers: QuestionnaireAnswers = {};
  for (const question of questions) {
    const field = mapped.get(question.id) ?? null;
    const value = field ? project[field] : responses.get(question.id);
    answers[question.id] = toAnswer(value, isListAnswer(question.input_type, field));
  }
  return answers;
}

/** A blank answer for every question: an empty list or empty text. */
export function emptyAnswers(questions: readonly Question[]): QuestionnaireAnswers {
  const mapped = mapQuestionnaire(questions);
  return Object.fromEntries(
    questions.map((question) => [
      question.id,
      isListAnswer(question.input_type, mapped.get(question.id) ?? null) ? [] : '',
    ]),
  );
}
