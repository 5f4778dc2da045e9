import { TextInput, type TextInputProps } from '@mantine/core';

/** The 6-digit emailed code: numeric keyboard, one-time-code autofill, one name everywhere. */
export function CodeInput(props: Omit<TextInputProps, 'label'>) {
  return (
    <TextInput
      label="Code"
      description="6 digits, from the email we sent"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      withAsterisk={false}
      {...props}
    />
  );
}
