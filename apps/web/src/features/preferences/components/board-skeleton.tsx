import { Grid, Skeleton, Stack } from '@mantine/core';
import { RANK_COUNT } from '../utils/preference-types';

/** The board's shape while its lists load: an origin column and seven rank rows. */
export function BoardSkeleton() {
  return (
    <Grid gutter="md" role="status" aria-busy="true" aria-label="Loading preferences">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          <Skeleton height={28} width="40%" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} radius="md" />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xs">
          <Skeleton height={28} width="30%" />
          {Array.from({ length: RANK_COUNT }, (_, i) => (
            <Skeleton key={i} height={56} radius="md" />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
