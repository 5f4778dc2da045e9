import { messageForPeople } from '@capstone/contracts';

/**
 * Bridges the shared zod schemas of `@capstone/contracts` to Mantine form errors without a
 * resolver package. Typed structurally so that the web does not import zod itself.
 */
export interface ValidationIssue {
  path: PropertyKey[];
  message: string;
}

export type SafeParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: ValidationIssue[] } };

export interface SafeParser<T> {
  safeParse(input: unknown): SafeParseResult<T>;
}

export type FormErrors = Record<string, string>;

/**
 * The first message for each field path ('a.b'), worded for people (the schemas keep the API's
 * wording); issues on the root use `rootField`.
 */
export function issuesToErrors(issues: readonly ValidationIssue[], rootField = 'form'): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : rootField;
    errors[key] ??= messageForPeople(issue.message);
  }
  return errors;
}

/** Whole-object validation: `useForm({ validate: validateWith(schema) })`. */
export const validateWith =
  <T>(schema: SafeParser<T>) =>
  (values: unknown): FormErrors => {
    const result = schema.safeParse(values);
    return result.success ? {} : issuesToErrors(result.error.issues);
  };

/** Validates only `fields`, each with its own schema from an object schema's `shape`. */
export function validateFields<V extends object>(
  shape: Readonly<Record<string, SafeParser<unknown>>>,
  values: V,
  fields: readonly (keyof V & string)[],
): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const schema = shape[field];
    if (!schema) continue;
    const result = schema.safeParse(values[field]);
    if (!result.success) {
      const issue = result.error.issues[0];
      if (issue) errors[field] = messageForPeople(issue.message);
    }
  }
  return errors;
}
