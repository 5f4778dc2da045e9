import { LIMITS } from '@capstone/contracts';
import { PasswordInput, TextInput } from '@mantine/core';
import { DELETE_WORD } from '../utils/deletion-step';

interface DeletionConfirmFieldProps {
  /** `password`: the account's password; `type-delete`: an account without one types DELETE. */
  kind: 'password' | 'type-delete';
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** The one field the delete-account dialog asks for: only the confirmation that fits the account. */
export function DeletionConfirmField({ kind, value, error, onChange }: DeletionConfirmFieldProps) {
  if (kind === 'password') {
    return (
      <PasswordInput
        label="Password"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autoComplete="current-password"
        maxLength={LIMITS.password}
        data-autofocus
      />
    );
  }
  return (
    <TextInput
      label={`Type ${DELETE_WORD} to confirm`}
      description="You sign in through your university or your LMS, so there is no password to enter."
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      data-autofocus
    />
  );
}
