import { LIMITS, forgotPasswordBody, type AccountType } from '@capstone/contracts';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateWith } from '@/lib/form-validation';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordErrorMessage } from '../utils/error-messages';

interface ForgotPasswordFormProps {
  user: AccountType;
  onSent: (email: string) => void;
}

export function ForgotPasswordForm({ user, onSent }: ForgotPasswordFormProps) {
  const mutation = useForgotPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: validateWith(forgotPasswordBody),
    transformValues: (values) => ({ email: values.email.trim().toLowerCase() }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) =>
        mutation.mutate(
          { user, email },
          {
            onSuccess: () => onSent(email),
            onError: (error) => form.setFieldError('email', forgotPasswordErrorMessage(error)),
          },
        ),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          maxLength={LIMITS.email}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          RESET PASSWORD
        </Button>
      </Stack>
    </form>
  );
}
