import { ACCOUNT_TYPES, LIMITS, MESSAGES, type AccountType } from '@capstone/contracts';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FALLBACK_ERROR } from '@/lib/api-error';
import { validateWith } from '@/lib/form-validation';
import { useInstitution, useSignInOptions } from '@/lib/institution';
import { universityEmailPlaceholder } from '@/lib/institution-hints';
import { loadOnce } from '@/lib/load-once';
import { useLogin } from '../api/login';
import { isUnverifiedLogin, loginErrorMessage } from '../utils/error-messages';
import { SsoButton } from './sso-button';

const TAB_LABELS: Record<AccountType, string> = {
  client: 'Client',
  student: 'Student',
  staff: 'Staff',
};
const TAB_ORDER: readonly AccountType[] = ['client', 'student', 'staff'];

/** zod arrives when the user starts filling the form, not with the page (fast first paint). */
const loadSchemas = loadOnce(() => import('../utils/login-schemas'));
const preloadSchemas = () => void loadSchemas().catch(() => undefined);

const isAccountType = (value: string | null): value is AccountType =>
  value !== null && (ACCOUNT_TYPES as readonly string[]).includes(value);

interface LoginFormProps {
  user: AccountType;
  onUserChange: (user: AccountType) => void;
  onSuccess: () => void;
  /** Filled in when the user arrives from verifying their email. */
  initialEmail?: string;
}

/** Role tabs over one email/password form; inputs are trimmed on every keystroke. */
export function LoginForm({ user, onUserChange, onSuccess, initialEmail = '' }: LoginFormProps) {
  const loginMutation = useLogin();
  /** The email whose right password was refused until it is verified. */
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  /** Why the last attempt failed, shown above the button (a toast would cover the heading). */
  const [failure, setFailure] = useState<string | null>(null);
  /** While the schemas load on a first submit: the button spins and a second press sends nothing. */
  const [checking, setChecking] = useState(false);
  const checkingRef = useRef(false);
  const form = useForm({ initialValues: { email: initialEmail, password: '' } });
  const institution = useInstitution();
  const { data: signIn } = useSignInOptions();
  const isUniversity = user !== 'client';
  // The university's button on the student and staff tabs; with SSO_ONLY it is all.
  const sso = isUniversity && signIn?.sso ? signIn.sso : null;
  const ssoOnly = sso !== null && signIn!.sso_only.includes(user as 'student' | 'staff');
  // A moment at most: the rules are one small public read, started with the page.
  const waitingForRules = isUniversity && institution.isPending;

  const trimmed = (field: 'email' | 'password') => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, event.currentTarget.value.trim()),
  });

  const validate = async (values: typeof form.values) => {
    checkingRef.current = true;
    setChecking(true);
    try {
      const { loginBodySchema } = await loadSchemas();
      const errors = validateWith(loginBodySchema(user, institution.data))(values);
      form.setErrors(errors);
      return Object.keys(errors).length === 0;
    } catch {
      toast.error(FALLBACK_ERROR);
      return false;
    } finally {
      checkingRef.current = false;
      setChecking(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checkingRef.current || loginMutation.isPending || waitingForRules) return;
    const values = form.getValues();
    if (!(await validate(values))) return;
    setUnverifiedEmail(null);
    setFailure(null);
    loginMutation.mutate(
      { user, body: values },
      {
        onSuccess,
        onError: (error) => {
          form.setFieldValue('password', '');
          // Unverified: the amber notice says it once, with the way on.
          if (isUnverifiedLogin(error)) setUnverifiedEmail(values.email.toLowerCase());
          else setFailure(loginErrorMessage(error));
        },
      },
    );
  };

  const ssoButton = sso && <SsoButton user={user as 'student' | 'staff'} name={sso.name} />;

  const fields = ssoOnly ? (
    <Stack gap="md" pt="md">
      {ssoButton}
      <Text c="dimmed" fz="sm" ta="center">
        {TAB_LABELS[user]} accounts sign in with {sso.name}; there is no password to enter here.
      </Text>
    </Stack>
  ) : (
    <form onSubmit={(event) => void submit(event)} onFocus={preloadSchemas} noValidate>
      <Stack gap="md" pt="md">
        {ssoButton}
        {ssoButton && <Divider label="or with a password" labelPosition="center" />}
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
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
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
        <Button
          type="submit"
          fullWidth
          // With a university button above, that is the page's one primary action.
          variant={ssoButton ? 'default' : 'filled'}
          loading={checking || loginMutation.isPending || waitingForRules}
        >
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
        setFailure(null);
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
