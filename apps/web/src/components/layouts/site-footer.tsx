import { Anchor, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The foot of every page: the privacy notice is one click away wherever one is. On the notice
 * itself the words stay, but not as a link to the page already open.
 */
export function SiteFooter() {
  const onNotice = useLocation().pathname === paths.privacy.getHref();
  return (
    <Group component="footer" justify="center" gap="md" py="md" px="md">
      {onNotice ? (
        <Text component="span" fz="sm" c="dimmed" aria-current="page">
          Privacy notice
        </Text>
      ) : (
        <Anchor component={Link} to={paths.privacy.getHref()} fz="sm" c="dimmed">
          Privacy notice
        </Anchor>
      )}
    </Group>
  );
}
