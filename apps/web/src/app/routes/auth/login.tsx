import { Alert, Paper, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES_FOR_PEOPLE } from '@/features/accounts/utils/account-sentences';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoginForm } from '@/features/accounts/components/login-form';
import { ssoErrorOf } from '@/features/accounts/utils/sso-fragment';
import { auth, useAuth } from '@/lib/auth';
import { useRefusalText } from '@/lib/sign-in-refusal';
import { returnPath } from '@/lib/route-guard';
import type { AccountFlowState } from './verify-email';

export function LoginRoute() {
  const navigate = useNavigate();
  const { userType, sessionEnded } = useAuth();
  const state = useLocation().state as AccountFlowState | null;
  const [searchParams, setSearchParams] = useSearchParams();
  // A university sign-in that failed comes back here with a code: the alert shows the product's
  // sentence for it, never text from the address.
  const ssoUser = searchParams.get('user');
  const ssoError = useRefusalText(ssoErrorOf(searchParams), 'university', ssoUser);
  useEffect(() => {
    if (ssoUser === 'student' || ssoUser === 'staff') auth.setUserType(ssoUser);
  }, [ssoUser]);
  // The address says the session ended, so a reload still explains why the visitor is here;
  // the stored mark has done its job once this page shows.
  const ended = searchParams.get('session') === 'ended';
  useEffect(() => {
    if (sessionEnded) auth.acknowledgeSessionEnded();
  }, [sessionEnded]);
  const next = returnPath(searchParams.get('next'));

  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Title order={1} fz="h2" ta="center" mb="md">
          Login
        </Title>
        {ended && !ssoError && (
          <Alert role="status" color="blue" variant="light" mb="md">
            {ACCOUNT_MESSAGES_FOR_PEOPLE.sessionEnded}
          </Alert>
        )}
        {ssoError && (
          <Alert
            role="alert"
            color="red"
            variant="light"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setSearchParams({}, { replace: true })}
            mb="md"
          >
            {ssoError}
          </Alert>
        )}
        <LoginForm
          user={userType}
          onUserChange={auth.setUserType}
          initialEmail={state?.email}
          onSuccess={() => void navigate(next, { replace: true })}
        />
      </Paper>
    </PublicLayout>
  );
}
