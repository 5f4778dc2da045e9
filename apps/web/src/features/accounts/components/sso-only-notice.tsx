import type { AccountType } from '@capstone/contracts';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSignInOptions } from '@/lib/institution';
import { SsoButton } from './sso-button';

interface SsoOnlyProps {
  user: AccountType;
  /** What the page says instead of its password form. */
  reason: string;
  /** The password form, for account types that keep passwords. */
  children: ReactNode;
}

/**
 * `SSO_ONLY`: a password page (registration, reset) for an account type that signs in only through
 * the university shows the university's button instead of its form.
 */
export function SsoOnly({ user, reason, children }: SsoOnlyProps) {
  const { data: signIn } = useSignInOptions();
  if (user === 'client' || !signIn?.sso || !signIn.sso_only.includes(user)) return children;
  return (
    <Stack gap="md">
      <Text>{reason}</Text>
      <SsoButton user={user} name={signIn.sso.name} />
    </Stack>
  );
}
