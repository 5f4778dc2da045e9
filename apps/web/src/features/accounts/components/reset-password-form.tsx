import {
  LIMITS,
  MESSAGES,
  resetPasswordBody,
  verifyPinBody,
  type AccountType,
} from '@capstone/contracts';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { validateFields } from '@/lib/form-validation';
import { useResetPassword } from '../api/reset-password';
import { useVerifyPin } from '../api/verify-pin';
import {
  isResetNotVerified,
  resetPasswordErrorMessage,
  verifyPinErrorMessage,
} from '../utils/error-messages';

interface ResetPasswordFormProps {
  user: AccountType;
  email: string;
  onReset: () => void;
}

/**
 * 'Enter Access Code' (PIN, VERIFY), then 'Reset Your Password' (RESET PASSWORD). The verified PIN
 * is kept in memory only (never in the URL or storage) and sent with the new password; a reload
 * therefore starts again at the PIN, and so does a PIN the server no longer accepts.
 */
export function ResetPasswordForm({ user, email, onReset }: ResetPasswordFormProps) {
  const [verifiedPin, setVerifiedPin] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const verifyMutation = useVerifyPin();
  const resetMutation = useResetPassword();
  const pinForm = useForm({
    initialValues: { pin: '' },
    validate: (values) => validateFields(verifyPinBody.shape, values, ['pin']),
  });
  const passwordForm = useForm({
    initialValues: { password: '' },
    validate: (values) => validateFields(resetPasswordBody.shape, values, ['password']),
  });

  if (verifiedPin === null) {
    return (
      <form
        key="pin"
        noValidate
        onSubmit={pinForm.onSubmit(({ pin }) =>
          verifyMutation.mutate(
            { user, email, pin: pin.trim() },
            {
              onSuccess: () => {
                setNotice(null);
                setVerifiedPin(pin.trim());
              },
              onError: (error) => toast.error(verifyPinErrorMessage(error)),
            },
          ),
        )}
      >
        <Stack gap="md">
          <Title order={1} fz="h2">
            Enter Access Code
          </Title>
          {notice && (
            <Alert color="yellow" variant="light">
              {notice}
            </Alert>
          )}
          <Text c="dimmed" fz="sm">
            We sent a code to <strong>{email}</strong>. It may take a minute to arrive.
          </Text>
          <TextInput
            label="PIN"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            withAsterisk={false}
            {...pinForm.getInputProps('pin')}
          />
          <Button type="submit" fullWidth loading={verifyMutation.isPending}>
            VERIFY
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form
      key="password"
      noValidate
      onSubmit={passwordForm.onSubmit(({ password }) =>
        resetMutation.mutate(
          { user, email, pin: verifiedPin, password },
          {
            onSuccess: () => {
              toast.success(MESSAGES.passwordReset);
              onReset();
            },
            onError: (error) => {
              toast.error(resetPasswordErrorMessage(error));
              if (!isResetNotVerified(error)) return;
              // Expired, used or replaced: only a freshly verified PIN opens the reset again.
              pinForm.reset();
              setNotice(MESSAGES.resetVerificationLost);
              setVerifiedPin(null);
            },
          },
        ),
      )}
    >
      <Stack gap="md">
        <Title order={1} fz="h2">
          Reset Your Password
        </Title>
        <PasswordInput
          label="New password"
          description={MESSAGES.passwordHint}
          autoComplete="new-password"
          required
          withAsterisk={false}
          maxLength={LIMITS.password}
          {...passwordForm.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={resetMutation.isPending}>
          RESET PASSWORD
        </Button>
      </Stack>
    </form>
  );
}
