import type { DashboardStats } from '@capstone/contracts';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDashboardStats } from '../api/get-dashboard-stats';

interface StatCard {
  title: string;
  href: string;
  values: { label: string; value: (stats: DashboardStats) => number }[];
}

/** Insights: four stat cards, each opening its overview page. */
const CARDS: StatCard[] = [
  {
    title: 'Members',
    href: paths.allStudents.getHref(),
    values: [
      { label: 'Students', value: (s) => s.number_students },
      { label: 'Staff', value: (s) => s.number_staff },
    ],
  },
  {
    title: 'Groups',
    href: paths.allGroups.getHref(),
    values: [
      { label: 'Allocated', value: (s) => s.allocated_groups },
      { label: 'Unallocated', value: (s) => s.unallocated_groups },
    ],
  },
  {
    title: 'Projects',
    href: paths.allProjects.getHref(),
    values: [
      { label: 'Available', value: (s) => s.available_projects },
      { label: 'Pending Approval', value: (s) => s.submitted_projects },
    ],
  },
  {
    title: 'Clients',
    href: paths.allClients.getHref(),
    values: [{ label: 'Verified', value: (s) => s.verified_clients }],
  },
];

const COLS = { base: 1, xs: 2, md: 4 };

export function Insights({ subcourseId }: { subcourseId: string }) {
  const { data, error, isPending } = useDashboardStats(subcourseId);

  useEffect(() => {
    if (error) toast.error(error.message, { id: 'dashboard-stats' });
  }, [error]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="insights-heading">
      <Title order={2} fz="h3" id="insights-heading">
        Insights
      </Title>
      <SimpleGrid cols={COLS} spacing="md">
        {CARDS.map((card) => (
          <Card
            key={card.title}
            withBorder
            padding="md"
            component={Link}
            to={card.href}
            aria-label={
              data
                ? `${card.title}: ${card.values.map((v) => `${v.label} ${v.value(data)}`).join(', ')}`
                : card.title
            }
          >
            <Text fw={700} mb="xs">
              {card.title}
            </Text>
            <Group gap="lg">
              {card.values.map((entry) => (
                <div key={entry.label}>
                  {isPending ? (
                    <Skeleton height={28} width={40} />
                  ) : (
                    <Text fz={28} fw={700} lh={1.1}>
                      {data ? entry.value(data) : '–'}
                    </Text>
                  )}
                  <Text fz="sm" c="dimmed">
                    {entry.label}
                  </Text>
                </div>
              ))}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
