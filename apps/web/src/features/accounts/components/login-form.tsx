import {
  ACCOUNT_TYPES,
  LIMITS,
  clientLoginBody,
  MESSAGES,
  universityLoginBody,
  type AccountType,
} from '@capstone/contracts';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Tabs, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { validateWith } from '@/lib/form-validation';
import { useInstitution } from '@/lib/institution';
import { universityEmailPlaceholder } from '@/lib/institution-hints';
import { useLogin } from '../api/login';
import { isUnverifiedLogin, loginErrorMessage } from '../utils/error-messages';

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
  /** Filled in when the user arrives from verifying their email. */
  initialEmail?: string;
}

/** Role tabs over one email/password form; inputs are trimmed on every keystroke (spec 1 §2). */
export function LoginForm({ user, onUserChange, onSuccess, initialEmail = '' }: LoginFormProps) {
  const loginMutation = useLogin();
  /** The email whose right password was refused until it is verified (api.md §20.1). */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const institution = useInstitution();
  const isUniversity = user !== 'client';
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    // Without the university's rules (they could not be loaded) the server checks the email.
    validate: (values) =>
      validateWith(
        isUniversity && institution.data ? universityLoginBody(institution.data) : clientLoginBody,
      )(values),
  });
  // A moment at most: the rules are one small public read, started with the page.
  const waitingForRules = isUniversity && institution.isPending;

  const trimmed = (field: 'email' | 'password') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.trim()),
  });

  const submit = form.onSubmit((values) => {
    setUnverifiedEmail(null);
    loginMutation.mutate(
      { user, body: values },
      {
        onSuccess,
        onError: (error) => {
          toast.error(loginErrorMessage(error));
          form.setFieldValue('password', '');
          if (isUnverifiedLogin(error)) setUnverifiedEmail(values.email.toLowerCase());
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
          placeholder={
            isUniversity ? universityEmailPlaceholder(institution.data) : 'you@company.com'
          }
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
        {unverifiedEmail && (
          <Alert color="yellow" variant="light" title={MESSAGES.verifyEmailFirst}>
            <Stack gap="xs" align="flex-start">
              {MESSAGES.checkEmailPrompt}
              <Button
                component={Link}
                to={paths.verifyEmail.getHref(user, unverifiedEmail)}
                size="compact-sm"
              >
                VERIFY EMAIL
              </Button>
            </Stack>
          </Alert>
        )}
        <Button type="submit" fullWidth loading={loginMutation.isPending || waitingForRules}>
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
        setUnverifiedEmail(null);
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
