import {
  DEFAULT_OPTION_LABEL,
  FORM_FIELD_TYPES,
  FORM_MESSAGES,
  OPTION_FIELD_TYPES,
  type FormField,
  type FormFieldType,
} from '@capstone/contracts';

type InputType = FormFieldType;

/** Radio, checkbox, select and dropdown answers are chosen from `options`. */
export const isChoiceType = (type: InputType) => OPTION_FIELD_TYPES.includes(type);
export const isInputType = (value: unknown): value is InputType =>
  typeof value === 'string' && (FORM_FIELD_TYPES as readonly string[]).includes(value);

type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
const cryptoRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A form-field id: 24 lower-case hex characters from crypto.getRandomValues. */
export function newFieldId(random: RandomBytes = cryptoRandom): string {
  const bytes = random(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fresh id that no field of `fields` already has. */
export function uniqueFieldId(fields: readonly FormField[], random?: RandomBytes): string {
  const taken = new Set(fields.map((field) => field.id));
  let id = newFieldId(random);
  while (taken.has(id)) id = newFieldId(random);
  return id;
}

/** A new field; radio, checkbox, select and dropdown start with one option 'Option 1'. */
export function createField(type: InputType, fields: readonly FormField[] = []): FormField {
  return {
    id: uniqueFieldId(fields),
    label: '',
    input_type: type,
    value: type === 'checkbox' ? [] : null,
    options: isChoiceType(type) ? [DEFAULT_OPTION_LABEL] : [],
  };
}

export const addField = (fields: readonly FormField[], type: InputType): FormField[] => [
  ...fields,
  createField(type, fields),
];

export const removeField = (fields: readonly FormField[], id: string): FormField[] =>
  fields.filter((field) => field.id !== id);

export const updateField = (
  fields: readonly FormField[],
  id: string,
  patch: Partial<Omit<FormField, 'id'>>,
): FormField[] => fields.map((field) => (field.id === id ? { ...field, ...patch } : field));

/** Moves a field one place up (-1) or down (+1); out of range is a no-op. */
export function moveField(fields: readonly FormField[], id: string, by: -1 | 1): FormField[] {
  const from = fields.findIndex((field) => field.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Changing the type keeps the options of a choice field; a field becoming a choice field with none
 * gets 'Option 1'; a field becoming free text drops its options. The value is reset.
 */
export function changeFieldType(field: FormField, type: InputType): FormField {
  const options = isChoiceType(type)
    ? field.options.length > 0
      ? field.options
      : [DEFAULT_OPTION_LABEL]
    : [];
  return { ...field, input_type: type, options, value: type === 'checkbox' ? [] : null };
}

/** Adds 'Option n' where n is the next number not used by an option of that name. */
export function addOption(field: FormField): FormField {
  let n = field.options.length + 1;
  while (field.options.includes(`Option ${n}`)) n += 1;
  return { ...field, options: [...field.options, `Option ${n}`] };
}

export const renameOption = (field: FormField, index: number, text: string): FormField => ({
  ...field,
  options: field.options.map((option, i) => (i === index ? text : option)),
});

export const removeOption = (field: FormField, index: number): FormField => ({
  ...field,
  options: field.options.filter((_, i) => i !== index),
});

/** Messages in the server's wording for the first problem of a form, or null. */
export function checkForm(form: string, fields: readonly FormField[]): string | null {
  const ids = new Set<string>();
  for (const [index, field] of fields.entries()) {
    const n = index + 1;
    if (!field.label.trim()) return FORM_MESSAGES.labelRequired(form, n);
    if (!isInputType(field.input_type)) return FORM_MESSAGES.inputType(form);
    if (isChoiceType(field.input_type) && field.options.filter((o) => o.trim()).length === 0)
      return FORM_MESSAGES.needsOption(form, n);
    if (ids.has(field.id)) return FORM_MESSAGES.duplicateId(form);
    ids.add(field.id);
  }
  return null;
}

/** Trims labels and options and drops empty options before a save. */
export const cleanForm = (fields: readonly FormField[]): FormField[] =>
  fields.map((field) => ({
    ...field,
    label: field.label.trim(),
    options: field.options.map((option) => option.trim()).filter(Boolean),
  }));
