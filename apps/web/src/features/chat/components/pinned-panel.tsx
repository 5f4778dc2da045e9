import type { ChannelCreatorsResponse } from '@capstone/contracts';
import { Paper, Stack, Text } from '@mantine/core';
import { usePinnedPosts } from '../api/get-pinned-posts';
import { CHAT_TEXTS } from '../utils/chat-texts';
import { MessageMeta } from './message-meta';
import { MessageText } from './message-text';
import { PanelError, PanelSkeleton } from './panel-states';

/** Pinned Posts: cards with creator initial and name, relative date, title, content. */
export function PinnedPanel({
  channelId,
  creators,
  now,
}: {
  channelId: string;
  creators: ChannelCreatorsResponse | undefined;
  now: number;
}) {
  const pinned = usePinnedPosts(channelId);
  if (pinned.isPending) return <PanelSkeleton label="Loading pinned posts" />;
  if (pinned.isError) return <PanelError onRetry={() => void pinned.refetch()} />;
  if (pinned.data.length === 0) return <Text c="dimmed">{CHAT_TEXTS.noPinned}</Text>;
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Pinned posts"
    >
      {pinned.data.map((post) => (
        <Paper key={post.id} component="li" withBorder p="xs" data-testid="pinned-post">
          <Stack gap={4}>
            <MessageMeta
              name={creators?.[post.creator]?.name}
              date={post.date_created}
              now={now}
              size="sm"
            />
            {post.title && (
              <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {post.title}
              </Text>
            )}
            <MessageText content={post.content} fz="sm" lineClamp={6} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
