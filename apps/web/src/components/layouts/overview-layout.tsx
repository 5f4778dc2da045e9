import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import type { ManageAction } from '@/lib/manage-actions';
import { ManageMenu } from './manage-menu';
import { StatCards, type StatCard } from './stat-cards';

interface OverviewLayoutProps {
  title: string;
  subcourseId: string;
  /** Already narrowed to what the user may do (`useManageActions`). */
  actions?: readonly ManageAction[];
  stats?: readonly StatCard[];
  /** The table section (a DataTable titled 'All {title}'). */
  children: ReactNode;
}

/**
 * The shared frame of the staff overview pages: title, back to the course dashboard, the Manage
 * dropdown, stat cards, then the table.
 */
export function OverviewLayout({
  title,
  subcourseId,
  actions = [],
  stats = [],
  children,
}: OverviewLayoutProps) {
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <BackLink
            to={paths.adminDashboard.getHref(subcourseId)}
            label="Back to course dashboard"
          />
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
        </Group>
        <ManageMenu actions={actions} />
      </Group>
      <StatCards stats={stats} />
      {children}
    </Stack>
  );
}
