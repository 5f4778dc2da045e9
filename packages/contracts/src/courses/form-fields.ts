import { z } from 'zod';
import { LIMITS, LIST_LIMITS } from '../common/limits';
import { fieldRequired } from '../common/messages';
import { FORM_MESSAGES } from './course-messages';

/** The seven Form Builder field types. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'radio',
  'checkbox',
  'number',
  'dropdown',
  'select',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
/** Types whose field needs at least one option; a new one starts with `Option 1`. */
export const OPTION_FIELD_TYPES: readonly FormFieldType[] = [
  'radio',
  'checkbox',
  'select',
  'dropdown',
];
export const DEFAULT_OPTION_LABEL = 'Option 1';
/** Form-field ids: 24 lower-case hex characters, unique within their form. */
export const FORM_FIELD_ID_RE = /^[0-9a-f]{24}$/;

/** `FormField` as the server sends it. */
export const formField = z.object({
  id: z.string(),
  label: z.string(),
  input_type: z.enum(FORM_FIELD_TYPES),
  value: z
    .union([z.string(), z.array(z.string())])
    .nullable()
    .optional(),
  options: z.array(z.string()),
});
export type FormField = z.infer<typeof formField>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const longerThan = (value: unknown, max: number) => typeof value === 'string' && value.length > max;

/** The first too-long text or too-long list of one field, checked before anything else. */
function lengthProblem(form: string, raw: Record<string, unknown>, n: number): string | null {
  const { id, label, value, options } = raw;
  if (longerThan(id, LIMITS.id)) return FORM_MESSAGES.idTooLong(form, n);
  if (longerThan(label, LIMITS.formLabel)) return FORM_MESSAGES.labelTooLong(form, n);
  if (Array.isArray(options)) {
    if (options.length > LIST_LIMITS.formOptions) return FORM_MESSAGES.tooManyOptions(form, n);
    if (options.some((option) => longerThan(option, LIMITS.formOption))) {
      return FORM_MESSAGES.optionTooLong(form, n);
    }
  }
  const values = Array.isArray(value) ? value : [value];
  if (values.length > LIST_LIMITS.formOptions) return FORM_MESSAGES.tooManyOptions(form, n);
  if (values.some((v) => longerThan(v, LIMITS.formValue)))
    return FORM_MESSAGES.valueTooLong(form, n);
  return null;
}

/** Checks one form field and returns it cleaned, or the message of its first problem. */
function checkField(form: string, raw: unknown, n: number): FormField | string {
  if (!isRecord(raw)) return FORM_MESSAGES.fieldNotObject(form, n);
  const tooLong = lengthProblem(form, raw, n);
  if (tooLong) return tooLong;
  const { id, label, input_type: type, value, options = [] } = raw;
  if (typeof label !== 'string' || label.trim() === '') return FORM_MESSAGES.labelRequired(form, n);
  if (!FORM_FIELD_TYPES.includes(type as FormFieldType)) return FORM_MESSAGES.inputType(form);
  if (typeof id !== 'string' || !FORM_FIELD_ID_RE.test(id)) return FORM_MESSAGES.idFormat(form, n);
  if (!Array.isArray(options) || options.some((option) => typeof option !== 'string')) {
    return FORM_MESSAGES.optionsNotStrings(form, n);
  }
  const cleanOptions = (options as string[]).map((option) => option.trim()).filter(Boolean);
  if (OPTION_FIELD_TYPES.includes(type as FormFieldType) && cleanOptions.length === 0) {
    return FORM_MESSAGES.needsOption(form, n);
  }
  const isValue =
    value === undefined ||
    value === null ||
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((v) => typeof v === 'string'));
  return {
    id,
    label: label.trim(),
    input_type: type as FormFieldType,
    value: isValue ? ((value as string | string[] | null | undefined) ?? null) : null,
    options: cleanOptions,
  };
}

/**
 * A whole Form Builder list named `form` (`client_questionnaire`, `project_preference_form`).
 * The first problem becomes the 400 message of `PUT /api/subcourse/update/{id}`, fields
 * numbered from 1.
 */
export const formFieldList = (form: string) =>
  z.unknown().transform((input, ctx): FormField[] => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (input === undefined || input === null) return fail(fieldRequired(form));
    if (!Array.isArray(input)) return fail(FORM_MESSAGES.notAList(form));
    if (input.length > LIST_LIMITS.formFields) return fail(FORM_MESSAGES.tooManyFields(form));
    const fields: FormField[] = [];
    for (const [index, raw] of input.entries()) {
      const checked = checkField(form, raw, index + 1);
      if (typeof checked === 'string') return fail(checked);
      fields.push(checked);
    }
    if (new Set(fields.map((field) => field.id)).size !== fields.length) {
      return fail(FORM_MESSAGES.duplicateId(form));
    }
    return fields;
  });

export const CATEGORY_OPTIONS = [
  'AI',
  'Web Development',
  'Mobile Development',
  'Data Science',
  'Cyber Security',
] as const;
export const TOPIC_AREA_OPTIONS = [
  'AI/ML',
  'NLP',
  'Web Development',
  'Web Application',
  'Data Science',
  'VR/AR',
  'Cyber Security',
] as const;

/** Questionnaire labels that map to project fields. */
export const QUESTIONNAIRE_LABELS = {
  name: 'Project Name',
  terms: 'Offering Terms',
  background: 'Background',
  scope: 'Project Description',
  req_skills: 'Required Skills',
  outcomes: 'Outcome',
  capacity: 'Number of Groups',
  category: 'Category',
  areas: 'Product Areas',
} as const;

const field = (
  id: string,
  label: string,
  input_type: FormFieldType,
  options: readonly string[] = [],
): FormField => ({ id, label, input_type, value: null, options: [...options] });

/** `def_client_questionnaire` of a new course; `newId` makes fresh 24-hex ids. */
export function defaultClientQuestionnaire(terms: number[], newId: () => string): FormField[] {
  const L = QUESTIONNAIRE_LABELS;
  return [
    field(newId(), L.name, 'text'),
    field(newId(), L.terms, 'checkbox', terms.map(String)),
    field(newId(), L.background, 'textarea'),
    field(newId(), L.scope, 'textarea'),
    field(newId(), L.req_skills, 'textarea'),
    field(newId(), L.outcomes, 'textarea'),
    field(newId(), L.capacity, 'number'),
    field(newId(), L.category, 'select', CATEGORY_OPTIONS),
    field(newId(), L.areas, 'dropdown', CATEGORY_OPTIONS),
  ];
}

const ORDINALS = ['first', 'second', 'third'] as const;
export const WHY_TOPIC_LABEL = 'Why are you interested in this topic area?';
export const topicAreaLabel = (ordinal: string) =>
  `What is the ${ordinal} topic area you are interested in, if you don't get your project preferences?`;

/** `def_project_preference_form` of a new course: three topic areas, each with its reason. */
export function defaultProjectPreferenceForm(newId: () => string): FormField[] {
  return ORDINALS.flatMap((ordinal) => [
    field(newId(), topicAreaLabel(ordinal), 'select', TOPIC_AREA_OPTIONS),
    field(newId(), WHY_TOPIC_LABEL, 'text'),
  ]);
}
