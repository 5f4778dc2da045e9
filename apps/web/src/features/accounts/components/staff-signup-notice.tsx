import { SIGN_IN_MESSAGES, type AccountType } from '@capstone/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSignInOptions } from '@/lib/institution';
import { SsoButton } from './sso-button';

interface StaffSignupNoticeProps {
  user: AccountType;
  /** The registration form, where the address may still be let in. */
  children: ReactNode;
}

/**
 * `STAFF_SIGNUP` on the staff registration page: `allowlist` keeps the form (the server answers
 * "Staff sign-up is restricted" to addresses it does not list) and says so first; `sso` replaces it
 * with the university's button, or says who to ask when none is set.
 */
export function StaffSignupNotice({ user, children }: StaffSignupNoticeProps) {
  const { data: signIn } = useSignInOptions();
  if (user !== 'staff' || !signIn || signIn.staff_signup === 'open') return children;
  if (signIn.staff_signup === 'allowlist') {
    return (
      <Stack gap="md">
        <Alert color="blue" variant="light">
          <Text fw={700}>{SIGN_IN_MESSAGES.staffSignupRestricted}</Text>
          <Text>Only addresses your university has approved can create a staff account.</Text>
        </Alert>
        {children}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="blue" variant="light">
        <Text fw={700}>{SIGN_IN_MESSAGES.staffSignupRestricted}</Text>
        <Text>
          Staff accounts are made when university staff first sign in
          {signIn.sso ? ` with ${signIn.sso.name}` : ''}.
        </Text>
      </Alert>
      {signIn.sso && <SsoButton user="staff" name={signIn.sso.name} />}
    </Stack>
  );
}
