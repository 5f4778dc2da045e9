import {
  ACCOUNT_TYPES,
  LIMITS,
  clientLoginBody,
  universityLoginBody,
  type AccountType,
} from '@capstone/contracts';
import { Anchor, Button, Group, PasswordInput, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { validateWith } from '@/lib/form-validation';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../utils/error-messages';

const TAB_LABELS: Record<AccountType, string> = {
  client: 'Client',
  student: 'Student',
  staff: 'Staff',
};
const TAB_ORDER: readonly AccountType[] = ['client', 'student', 'staff'];

const isAccountType = (value: string | null): value is AccountType =>
  value !== null && (ACCOUNT_TYPES as readonly string[]).includes(value);

interface LoginFormProps {
  user: AccountType;
  onUserChange: (user: AccountType) => void;
  onSuccess: () => void;
}

/** Role tabs over one email/password form; inputs are trimmed on every keystroke (spec 1 §2). */
export function LoginForm({ user, onUserChange, onSuccess }: LoginFormProps) {
  const loginMutation = useLogin();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: (values) =>
      validateWith(user === 'client' ? clientLoginBody : universityLoginBody)(values),
  });

  const trimmed = (field: 'email' | 'password') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.trim()),
  });

  const submit = form.onSubmit((values) => {
    loginMutation.mutate(
      { user, body: values },
      {
        onSuccess,
        onError: (error) => {
          toast.error(loginErrorMessage(error));
          form.setFieldValue('password', '');
        },
      },
    );
  });

  const fields = (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" pt="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder={user === 'client' ? 'you@company.com' : 'z1234567@ad.unsw.edu.au'}
          required
          withAsterisk={false}
          maxLength={LIMITS.email}
          {...trimmed('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          maxLength={LIMITS.password}
          {...trimmed('password')}
        />
        <Button type="submit" fullWidth loading={loginMutation.isPending}>
          LOGIN
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.forgotPassword.getHref(user)} fz="sm">
            Forgot Password?
          </Anchor>
          <Anchor component={Link} to={paths.register.getHref(user)} fz="sm">
            Don&apos;t have an account? Register
          </Anchor>
        </Group>
      </Stack>
    </form>
  );

  return (
    <Tabs
      value={user}
      keepMounted={false}
      onChange={(value) => {
        if (!isAccountType(value)) return;
        form.clearErrors();
        onUserChange(value);
      }}
    >
      <Tabs.List grow aria-label="Account type">
        {TAB_ORDER.map((type) => (
          <Tabs.Tab key={type} value={type}>
            {TAB_LABELS[type]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TAB_ORDER.map((type) => (
        <Tabs.Panel key={type} value={type}>
          {type === user && fields}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
