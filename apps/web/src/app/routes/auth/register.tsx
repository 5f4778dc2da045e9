import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { SsoOnly } from '@/features/accounts/components/sso-only-notice';
import { StaffSignupNotice } from '@/features/accounts/components/staff-signup-notice';
import { auth } from '@/lib/auth';
import { ACCOUNT_TYPE_LABELS, toAccountType } from './account-type';
import type { AccountFlowState } from './verify-email';

export function RegisterRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const user = toAccountType(searchParams.get('user'));

  // Coming back to /login shows the same account type's tab.
  useEffect(() => auth.setUserType(user), [user]);

  return (
    <PublicLayout size="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Group gap="xs" mb="lg" wrap="nowrap">
          <BackLink to={paths.login.getHref()} label="Back to login" />
          <div>
            <Title order={1} fz="h2">
              Register
            </Title>
            <Text c="dimmed" fz="sm">
              {ACCOUNT_TYPE_LABELS[user]} account
            </Text>
          </div>
        </Group>
        <SsoOnly
          user={user}
          reason="Accounts are made when you first sign in with your university."
        >
          <StaffSignupNotice user={user}>
            <RegisterForm
              key={user}
              user={user}
              onRegistered={(email) =>
                void navigate(paths.verifyEmail.getHref(user, email), {
                  state: { registered: true } satisfies AccountFlowState,
                })
              }
            />
          </StaffSignupNotice>
        </SsoOnly>
        <Text fz="sm" c="dimmed" mt="lg">
          What we store about you, who sees it and for how long: read the{' '}
          <Anchor component={Link} to={paths.privacy.getHref()} fz="sm" underline="always">
            privacy notice
          </Anchor>
          .
        </Text>
      </Paper>
    </PublicLayout>
  );
}
