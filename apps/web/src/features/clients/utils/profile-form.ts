import {
  CLIENT_MESSAGES,
  normaliseEmail,
  normaliseName,
  updateClientBody,
  type ClientSelf,
} from '@capstone/contracts';
import { errorToastText, isApiError } from '@/lib/api-error';
import { issuesToErrors, type FormErrors } from '@/lib/form-validation';

/** The fields of PUT /api/client/update as the edit form holds them. */
export interface ClientProfileValues {
  name: string;
  email: string;
  phone: string;
  company_name: string;
  industry: string;
  company_abn: string;
  hours: string;
  company_brief: string;
  company_address: string;
  /** Asked for only when the email changes. */
  current_password: string;
}

/** The body of PUT /api/client/update as the form sends it. */
export type ClientProfileBody = Omit<ClientProfileValues, 'current_password'> & {
  current_password?: string;
};

export type ClientProfileField = keyof ClientProfileValues;

export const profileValuesFrom = (client: ClientSelf): ClientProfileValues => ({
  name: client.name,
  email: client.email,
  phone: client.phone,
  company_name: client.company_name,
  industry: client.company_industry,
  company_abn: client.company_abn,
  hours: client.contact_hours,
  company_brief: client.company_brief,
  company_address: client.company_address,
  current_password: '',
});

/** The email differs from the saved one (as the server compares: trimmed, lower-cased). */
export const isEmailChanged = (values: ClientProfileValues, savedEmail: string) =>
  normaliseEmail(values.email) !== normaliseEmail(savedEmail);

const withoutSpaces = (value: string) => value.replace(/\s/g, '');

/**
 * The checks of PUT /api/client/update, run on the form before sending: the server's own schema
 * (`updateClientBody`), which applies the register rules (email, phone, 11-digit ABN, contact
 * hours) to a profile. Returns one message per failing field, spelt as the server spells it.
 */
export function validateClientProfile(values: ClientProfileValues, savedEmail: string): FormErrors {
  const result = updateClientBody.safeParse(values);
  const errors = result.success ? {} : issuesToErrors(result.error.issues);
  if (isEmailChanged(values, savedEmail) && !values.current_password) {
    return { ...errors, current_password: CLIENT_MESSAGES.currentPasswordForEmail };
  }
  return errors;
}

/**
 * The body sent: names collapsed, email lower-cased, ABN without spaces, the rest trimmed; the
 * current password (never trimmed) only with a new email.
 */
export const profileUpdateBody = (
  values: ClientProfileValues,
  savedEmail: string,
): ClientProfileBody => ({
  name: normaliseName(values.name),
  email: normaliseEmail(values.email),
  phone: values.phone.trim(),
  company_name: normaliseName(values.company_name),
  industry: values.industry.trim(),
  company_abn: withoutSpaces(values.company_abn),
  hours: values.hours.trim(),
  company_brief: values.company_brief.trim(),
  company_address: values.company_address.trim(),
  ...(isEmailChanged(values, savedEmail) ? { current_password: values.current_password } : {}),
});

/**
 * A failure toast: the screen's message followed by the server's `Error` when it sent one that says
 * more than the generic 500 text.
 */
export function failureText(base: string, error: unknown): string {
  const detail = isApiError(error) ? errorToastText(error, '') : '';
  return detail && detail !== base ? `${base}: ${detail}` : base;
}
