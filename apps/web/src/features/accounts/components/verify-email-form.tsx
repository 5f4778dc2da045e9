import { MESSAGES, messageForPeople, type AccountType } from '@capstone/contracts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useResendVerification, useVerifyEmail } from '../api/verify-email';
import { codeError, sentAtText } from '../utils/code-rules';
import { verifyEmailErrorMessage } from '../utils/error-messages';
import { CodeInput, SendNewCodeButton } from './code-input';

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
  const [resentAt, setResentAt] = useState<Date | null>(null);
  const form = useForm({
    initialValues: { pin: '' },
    validate: { pin: codeError },
  });

  const resend = () =>
    resendMutation.mutate(
      { user, email },
      {
        onSuccess: () => {
          form.setValues({ pin: '' });
          form.clearErrors();
          setResentAt(new Date());
        },
        onError: (error) => form.setFieldError('pin', verifyEmailErrorMessage(error)),
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
                // An earlier failure's toast must not sit beside the success on the next page.
                toast.dismiss();
                toast.success(messageForPeople(message));
                onVerified();
              },
              onError: (error) => form.setFieldError('pin', verifyEmailErrorMessage(error)),
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
          {resentAt && (
            <Alert color="blue" variant="light" role="status">
              {sentAtText(resentAt)}
            </Alert>
          )}
          <CodeInput {...form.getInputProps('pin')} />
          <Button type="submit" fullWidth loading={verifyMutation.isPending}>
            VERIFY
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap="xs">
        <Text fz="sm" c="dimmed">
          No email?
        </Text>
        <SendNewCodeButton onClick={resend} loading={resendMutation.isPending} />
      </Group>
    </Stack>
  );
}
