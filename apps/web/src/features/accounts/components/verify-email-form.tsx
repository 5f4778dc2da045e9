import { MESSAGES, verifyEmailBody, type AccountType } from '@capstone/contracts';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { validateFields } from '@/lib/form-validation';
import { useResendVerification, useVerifyEmail } from '../api/verify-email';
import { verifyEmailErrorMessage } from '../utils/error-messages';

interface VerifyEmailFormProps {
  user: AccountType;
  email: string;
  /** Just registered: the page also confirms that the account exists. */
  isNewAccount: boolean;
  onVerified: () => void;
}

/** The code mailed at registration, with a way to have it sent again. */
export function VerifyEmailForm({ user, email, isNewAccount, onVerified }: VerifyEmailFormProps) {
  const verifyMutation = useVerifyEmail();
  const resendMutation = useResendVerification();
  const form = useForm({
    initialValues: { pin: '' },
    validate: (values) => validateFields(verifyEmailBody.shape, values, ['pin']),
  });

  const resend = () =>
    resendMutation.mutate(
      { user, email },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(verifyEmailErrorMessage(error)),
      },
    );

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={form.onSubmit(({ pin }) =>
          verifyMutation.mutate(
            { user, email, pin: pin.trim() },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                onVerified();
              },
              onError: (error) => toast.error(verifyEmailErrorMessage(error)),
            },
          ),
        )}
      >
        <Stack gap="md">
          <Title order={1} fz="h2">
            Verify Your Email
          </Title>
          {isNewAccount && (
            <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />}>
              {MESSAGES.accountCreated}
            </Alert>
          )}
          <Text c="dimmed" fz="sm">
            We sent a code to <strong>{email}</strong>. It may take a minute to arrive.{' '}
            {MESSAGES.checkEmailPrompt}
          </Text>
          <TextInput
            label="Verification code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            withAsterisk={false}
            {...form.getInputProps('pin')}
          />
          <Button type="submit" fullWidth loading={verifyMutation.isPending}>
            VERIFY
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap="xs">
        <Text fz="sm" c="dimmed">
          No email?
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={resend}
          loading={resendMutation.isPending}
        >
          Send a new code
        </Button>
      </Group>
    </Stack>
  );
}
