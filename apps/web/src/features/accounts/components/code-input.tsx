import { Button, TextInput, type TextInputProps } from '@mantine/core';

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

/** The one way to ask for a fresh code; the newest code replaces every earlier one. */
export function SendNewCodeButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onClick} loading={loading}>
      Send a new code
    </Button>
  );
}
