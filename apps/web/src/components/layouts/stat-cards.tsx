import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';

export interface StatCard {
  label: string;
  /** Undefined while the data loads (a skeleton is shown); null when it could not load. */
  value: number | null | undefined;
}

/** The overview's stat cards: a label and a large number each. */
export function StatCards({ stats }: { stats: readonly StatCard[] }) {
  if (stats.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(stats.length, 4) }} spacing="md">
      {stats.map((stat) => (
        <Card key={stat.label} withBorder padding="md">
          <Text fz="sm" c="dimmed" fw={600}>
            {stat.label}
          </Text>
          {stat.value === undefined ? (
            <Skeleton height={32} width={48} mt={4} aria-label={`Loading ${stat.label}`} />
          ) : stat.value === null ? (
            <Text fz={28} fw={700} lh={1.3} aria-label="Not available">
              —
            </Text>
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {stat.value}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}
