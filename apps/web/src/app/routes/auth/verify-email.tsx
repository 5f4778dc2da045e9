import { Group, Paper } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { VerifyEmailForm } from '@/features/accounts/components/verify-email-form';
import { auth } from '@/lib/auth';
import { toAccountType } from './account-type';

/** Router state of the screens that send a user here or on to /login. */
export interface AccountFlowState {
  registered?: boolean;
  email?: string;
}

export function VerifyEmailRoute() {
  const navigate = useNavigate();
  const params = useParams();
  const state = useLocation().state as AccountFlowState | null;
  const user = toAccountType(params.user);
  // The router has already decoded the path segment.
  const email = params.email ?? '';
  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Group mb="xs">
          <BackLink to={paths.login.getHref()} label="Back to login" />
        </Group>
        <VerifyEmailForm
          user={user}
          email={email}
          isNewAccount={state?.registered === true}
          onVerified={() => {
            // /login opens on this account type's tab with the email filled in.
            auth.setUserType(user);
            void navigate(paths.login.getHref(), { state: { email } satisfies AccountFlowState });
          }}
        />
      </Paper>
    </PublicLayout>
  );
}
