import {
  LIMITS,
  MESSAGES,
  messageForPeople,
  resetPasswordBody,
  type AccountType,
} from '@capstone/contracts';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { validateFields } from '@/lib/form-validation';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { useVerifyPin } from '../api/verify-pin';
import { codeError, sentAtText } from '../utils/code-rules';
import {
  forgotPasswordErrorMessage,
  isResetNotVerified,
  resetPasswordErrorMessage,
  verifyPinErrorMessage,
} from '../utils/error-messages';
import { ACCOUNT_MESSAGES_FOR_PEOPLE } from '../utils/account-sentences';
import { CodeInput, SendNewCodeButton } from './code-input';

interface ResetPasswordFormProps {
  user: AccountType;
  email: string;
  onReset: () => void;
}

/**
 * 'Enter Access Code' (the code, VERIFY), then 'Reset Your Password' (RESET PASSWORD). The
 * verified code is kept in memory only (never in the URL or storage) and sent with the new
 * password; a reload therefore starts again at the code, and so does a code the server no
 * longer accepts.
 */
export function ResetPasswordForm({ user, email, onReset }: ResetPasswordFormProps) {
  const [verifiedPin, setVerifiedPin] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const verifyMutation = useVerifyPin();
  const resetMutation = useResetPassword();
  const resendMutation = useForgotPassword();
  const pinForm = useForm({ initialValues: { pin: '' }, validate: { pin: codeError } });
  const passwordForm = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => ({
      ...validateFields(resetPasswordBody.shape, values, ['password']),
      ...(values.confirmPassword === values.password
        ? {}
        : { confirmPassword: MESSAGES.passwordMismatch }),
    }),
  });

  const resend = () =>
    resendMutation.mutate(
      { user, email },
      {
        onSuccess: () => {
          pinForm.setValues({ pin: '' });
          pinForm.clearErrors();
          setNotice(sentAtText(new Date()));
        },
        onError: (error) => pinForm.setFieldError('pin', forgotPasswordErrorMessage(error)),
      },
    );

  if (verifiedPin === null) {
    return (
      <Stack gap="md">
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
                onError: (error) => pinForm.setFieldError('pin', verifyPinErrorMessage(error)),
              },
            ),
          )}
        >
          <Stack gap="md">
            <Title order={1} fz="h2">
              Enter Access Code
            </Title>
            {notice && (
              <Alert color="yellow" variant="light" role="status">
                {notice}
              </Alert>
            )}
            <Text c="dimmed" fz="sm">
              We sent a code to <strong>{email}</strong>. It may take a minute to arrive.
            </Text>
            <CodeInput {...pinForm.getInputProps('pin')} />
            <Button type="submit" fullWidth loading={verifyMutation.isPending}>
              VERIFY
            </Button>
          </Stack>
        </form>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.forgotPassword.getHref(user)} fz="sm">
            Use a different email
          </Anchor>
          <SendNewCodeButton onClick={resend} loading={resendMutation.isPending} />
        </Group>
      </Stack>
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
              toast.dismiss();
              toast.success(MESSAGES.passwordReset);
              onReset();
            },
            onError: (error) => {
              if (!isResetNotVerified(error)) {
                passwordForm.setFieldError('password', resetPasswordErrorMessage(error));
                return;
              }
              // Expired, used or replaced: only a freshly verified code opens the reset again.
              pinForm.reset();
              setNotice(messageForPeople(MESSAGES.resetVerificationLost));
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
        <Text c="dimmed" fz="sm">
          Code accepted for <strong>{email}</strong>. Choose a new password.
        </Text>
        <PasswordInput
          label="New password"
          description={ACCOUNT_MESSAGES_FOR_PEOPLE.passwordRule}
          autoComplete="new-password"
          required
          withAsterisk={false}
          maxLength={LIMITS.password}
          {...passwordForm.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          maxLength={LIMITS.password}
          {...passwordForm.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={resetMutation.isPending}>
          RESET PASSWORD
        </Button>
      </Stack>
    </form>
  );
}
