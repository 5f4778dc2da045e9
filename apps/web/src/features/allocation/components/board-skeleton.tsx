import { Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The board's shape while its data loads: an unallocated column and a grid of containers. */
export function AllocationBoardSkeleton() {
  return (
    <Grid gutter="md" role="status" aria-busy="true" aria-label="Loading the allocation board">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Stack gap="xs">
          <Skeleton height={28} width="50%" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={52} radius="md" />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="xs">
          <Skeleton height={28} width="30%" />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height={96} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
