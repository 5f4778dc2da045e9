import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconHeart, IconMessages } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

function Tile({
  label,
  to,
  icon: Icon,
}: {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
}) {
  return (
    <Card withBorder radius="md" padding="md" component={Link} to={to}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <Icon size={22} />
          </ThemeIcon>
          <Text fw={600}>{label}</Text>
        </Group>
        <IconArrowRight size={20} aria-hidden />
      </Group>
    </Card>
  );
}

/** The members' management tiles. */
export function MemberTiles() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Tile label="View Member Wishlists" to={paths.groupWishlists.getHref()} icon={IconHeart} />
      <Tile label="Client Communication" to={paths.chat.getHref()} icon={IconMessages} />
    </SimpleGrid>
  );
}
