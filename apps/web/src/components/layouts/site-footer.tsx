import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The foot of every page: the privacy notice is one click away wherever one is. */
export function SiteFooter() {
  return (
    <Group component="footer" justify="center" gap="md" py="md" px="md">
      <Anchor component={Link} to={paths.privacy.getHref()} fz="sm" c="dimmed">
        Privacy notice
      </Anchor>
    </Group>
  );
}
