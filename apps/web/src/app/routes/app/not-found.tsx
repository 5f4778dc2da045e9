import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">This page does not exist, or it has not been built yet.</Text>
      <Button component={Link} to={paths.dashboard.getHref()}>
        BACK TO DASHBOARD
      </Button>
    </Stack>
  );
}
