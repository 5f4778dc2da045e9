import { ACCOUNT_TYPES, type AccountType } from '@capstone/contracts';

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  client: 'Client',
  student: 'Student',
  staff: 'Staff',
};

/** The `user` of a path or query; anything unknown reads as the default, student. */
export const toAccountType = (value: string | null | undefined): AccountType =>
  (ACCOUNT_TYPES as readonly (string | null | undefined)[]).includes(value)
    ? (value as AccountType)
    : 'student';
