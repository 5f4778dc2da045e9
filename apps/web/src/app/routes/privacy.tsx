import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { PrivacyNotice } from '@/features/privacy/components/privacy-notice';
import { useAuth } from '@/lib/auth';

/** `/privacy`: public, the same for everyone, whether logged in or not. */
export function PrivacyRoute() {
  const { session } = useAuth();
  const home = session ? paths.dashboard.getHref() : paths.home.getHref();
  return (
    <PublicLayout
      size="md"
      actions={
        <Button component={Link} to={home} variant="light">
          {session ? 'DASHBOARD' : 'HOME'}
        </Button>
      }
    >
      <PrivacyNotice />
    </PublicLayout>
  );
}
