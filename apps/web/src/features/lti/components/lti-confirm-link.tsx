import { LIMITS, SIGN_IN_MESSAGES, type LtiConfirmLinkResponse } from '@capstone/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FALLBACK_ERROR, isApiError } from '@/lib/api-error';
import { useConfirmLtiLink } from '../api/confirm-link';

/** The server's messages are short phrases; on the page every message is a sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

interface LtiConfirmLinkProps {
  /** The one-time reference from `#confirm=…`. */
  confirmRef: string;
  /** The session and landing the launch would have handed over. */
  onConfirmed: (result: LtiConfirmLinkResponse) => void;
}

/**
 * A first launch from the LMS whose email found an account with a password: the account's password
 * links it to the LMS once, then the launch carries on. A wrong password shows under the field; a
 * dead reference (expired, used, five wrong tries) asks to launch again.
 */
export function LtiConfirmLink({ confirmRef, onConfirmed }: LtiConfirmLinkProps) {
  const confirm = useConfirmLtiLink();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    if (!password) {
      setFieldError(sentence(SIGN_IN_MESSAGES.confirmPasswordMissing));
      return;
    }
    setFieldError(null);
    confirm.mutate(
      { ref: confirmRef, password },
      {
        onSuccess: onConfirmed,
        onError: (error) => {
          setPassword('');
          if (isApiError(error) && error.status === 404) setExpired(sentence(error.message));
          else setFieldError(sentence(isApiError(error) ? error.message : FALLBACK_ERROR));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Link your LMS account
      </Title>
      {expired ? (
        <>
          <Alert color="yellow" variant="light" role="alert">
            {expired}
          </Alert>
          <Button component={Link} to={paths.home.getHref()} variant="default" w="fit-content">
            GO TO CAPSTONE
          </Button>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>
              An account with your email already exists in Capstone. Enter its password to link it
              to your LMS; you will not be asked again.
            </Text>
            <PasswordInput
              label="Password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldError}
              // Mantine ties the error to the field (aria-describedby) but does not mark it.
              aria-invalid={fieldError !== null}
              autoComplete="current-password"
              maxLength={LIMITS.password}
              required
              withAsterisk={false}
            />
            <Button type="submit" loading={confirm.isPending} w="fit-content">
              CONFIRM
            </Button>
            <Text fz="sm" c="dimmed">
              Forgot it? Reset it from the{' '}
              <Anchor component={Link} to={paths.login.getHref()} fz="sm" underline="always">
                login page
              </Anchor>
              , then open Capstone from your course again.
            </Text>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
