import { Alert, Paper, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/accounts/components/login-form';
import { ssoErrorOf } from '@/features/accounts/utils/sso-fragment';
import { auth, useAuth } from '@/lib/auth';
import type { AccountFlowState } from './verify-email';

export function LoginRoute() {
  const navigate = useNavigate();
  const { userType } = useAuth();
  const state = useLocation().state as AccountFlowState | null;
  const [searchParams, setSearchParams] = useSearchParams();
  // A university sign-in that failed comes back here with a code: the alert shows the product's
  // sentence for it, never text from the address.
  const ssoError = ssoErrorOf(searchParams);
  const ssoUser = searchParams.get('user');
  useEffect(() => {
    if (ssoUser === 'student' || ssoUser === 'staff') auth.setUserType(ssoUser);
  }, [ssoUser]);

  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Title order={1} fz="h2" ta="center" mb="md">
          Login
        </Title>
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
          onSuccess={() => void navigate(paths.dashboard.getHref(), { replace: true })}
        />
      </Paper>
    </PublicLayout>
  );
}
