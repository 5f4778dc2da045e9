import {
  FRESH_SIGN_IN_MINUTES,
  type AccountType,
  type DeletionCheckResponse,
} from '@capstone/contracts';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useSignInOptions } from '@/lib/institution';
import { blockerLines, withdrawRequest } from '../utils/deletion-step';

/** A client's projects in active offerings: which, and who can withdraw them. */
export function DeletionBlocked({ check }: { check: DeletionCheckResponse }) {
  const lines = blockerLines(check);
  return (
    <Alert color="yellow" variant="light" title="Your account cannot be deleted yet">
      <Stack gap="xs">
        <Text fz="sm">
          {lines.length === 1
            ? 'This project of yours is in an active course offering:'
            : 'These projects of yours are in active course offerings:'}
        </Text>
        <List fz="sm" spacing={4}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text fz="sm">{withdrawRequest(check)}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * An account without a password proves it is the person by a recent sign-in: this one is too old,
 * so the person signs in again (the university's button, or a launch from the LMS) first.
 */
export function SignInAgain({ role }: { role: Exclude<AccountType, 'staff'> }) {
  const { data: signIn } = useSignInOptions();
  const sso = role === 'student' ? signIn?.sso : null;
  return (
    <Alert color="yellow" variant="light" title="Sign in again first">
      <Stack gap="xs">
        <Text fz="sm">
          Your account has no password, so deleting it needs a sign-in from the last{' '}
          {FRESH_SIGN_IN_MINUTES} minutes.{' '}
          {sso
            ? `Sign in again with ${sso.name}, or open Capstone from your course in the LMS,`
            : 'Open Capstone from your course in the LMS again,'}{' '}
          then come back to Your data on your profile.
        </Text>
        {sso && (
          <Button component="a" href="/api/auth/oidc/login?user=student" variant="light">
            Sign in again with {sso.name}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
