import { Group, Skeleton, Stack } from '@mantine/core';

/** Posts loading: cards shaped like a post (avatar, name, two lines). */
export function PostsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading posts">
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap="xs" p="sm">
          <Group gap="xs">
            <Skeleton height={32} circle />
            <Skeleton height={14} width={140} />
          </Group>
          <Skeleton height={12} width="90%" />
          <Skeleton height={12} width="60%" />
        </Stack>
      ))}
    </Stack>
  );
}

/** The channel list loading: a heading and a few rows. */
export function ChannelListSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading channels">
      <Skeleton height={12} width="60%" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={32} radius="md" />
      ))}
      <Skeleton height={12} width="50%" mt="sm" />
      <Skeleton height={32} radius="md" />
    </Stack>
  );
}
