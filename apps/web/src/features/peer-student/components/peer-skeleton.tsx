import { Skeleton, Stack } from '@mantine/core';

/** The shape of a peer evaluation page while it loads: a heading, then a card per person. */
export function PeerSkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <Stack gap="lg" py="md" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton h={32} w="60%" />
      <Skeleton h={20} w="85%" />
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} h={320} radius="md" />
      ))}
    </Stack>
  );
}
