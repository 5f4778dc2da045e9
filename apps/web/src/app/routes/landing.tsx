import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';

export function LandingRoute() {
  return (
    <PublicLayout
      size="md"
      actions={
        <Button component={Link} to={paths.login.getHref()} variant="light">
          SIGNUP / LOGIN
        </Button>
      }
    >
      <Stack align="center" ta="center" gap="lg" py={{ base: 48, sm: 96 }}>
        <Text fz={{ base: 'lg', sm: 'xl' }} c="dimmed" maw={560}>
          The tool that maximises the entire workflow of capstone projects.
        </Text>
        <Title order={1} fz={{ base: 36, sm: 56 }}>
          Find your project 👋
        </Title>
        <Button component={Link} to={paths.login.getHref()} size="lg">
          FIND
        </Button>
      </Stack>
    </PublicLayout>
  );
}
