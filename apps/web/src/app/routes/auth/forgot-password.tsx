import { Group, Paper, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { SsoOnly } from '@/features/accounts/components/sso-only-notice';
import { toAccountType } from './account-type';

export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const user = toAccountType(useParams().user);
  return (
    <PublicLayout>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Group gap="xs" mb="xs" wrap="nowrap">
          <BackLink to={paths.login.getHref()} label="Back to login" />
          <Title order={1} fz="h2">
            Forgot password
          </Title>
        </Group>
        <SsoOnly
          user={user}
          reason="Your account has no password here: your university signs you in."
        >
          <Text c="dimmed" fz="sm" mb="lg">
            Enter the email of your account and we will email you a code to reset your password.
          </Text>
          <ForgotPasswordForm
            user={user}
            onSent={(email) => void navigate(paths.resetPasswordVerify.getHref(user, email))}
          />
        </SsoOnly>
      </Paper>
    </PublicLayout>
  );
}
