import { Group, Paper } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { auth } from '@/lib/auth';
import { toAccountType } from './account-type';
import type { AccountFlowState } from './verify-email';

export function ResetPasswordVerifyRoute() {
  const navigate = useNavigate();
  const params = useParams();
  const user = toAccountType(params.user);
  // The router has already decoded the path segment.
  const email = params.email ?? '';
  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Group mb="xs">
          <BackLink to={paths.login.getHref()} label="Back to login" />
        </Group>
        <ResetPasswordForm
          user={user}
          email={email}
          onReset={() => {
            // /login opens on this account type's tab with the email filled in.
            auth.setUserType(user);
            void navigate(paths.login.getHref(), { state: { email } satisfies AccountFlowState });
          }}
        />
      </Paper>
    </PublicLayout>
  );
}
