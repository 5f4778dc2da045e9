import { Paper } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { toAccountType } from './account-type';

export function ResetPasswordVerifyRoute() {
  const navigate = useNavigate();
  const params = useParams();
  const user = toAccountType(params.user);
  // The router has already decoded the path segment.
  const email = params.email ?? '';
  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <ResetPasswordForm
          user={user}
          email={email}
          onReset={() => void navigate(paths.login.getHref())}
        />
      </Paper>
    </PublicLayout>
  );
}
