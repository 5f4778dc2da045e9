import { Paper, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/accounts/components/login-form';
import { auth, useAuth } from '@/lib/auth';
import type { AccountFlowState } from './verify-email';

export function LoginRoute() {
  const navigate = useNavigate();
  const { userType } = useAuth();
  const state = useLocation().state as AccountFlowState | null;
  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Title order={1} fz="h2" ta="center" mb="md">
          Login
        </Title>
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
