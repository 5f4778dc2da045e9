import type { ChannelCreatorsResponse } from '@capstone/contracts';
import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { Conversation } from '../utils/conversation-cache';
import { categoryColor } from '../utils/chat-people';
import { MessageMeta } from './message-meta';
import { MessageText } from './message-text';
import { PinButton } from './pin-button';
import { ReplyComposer } from './reply-composer';
import { ReplyList } from './reply-list';
import classes from './post-card.module.css';

interface PostCardProps {
  channelId: string;
  conversation: Conversation;
  creators: ChannelCreatorsResponse | undefined;
  now: number;
  /** Announcement channels take no replies. */
  canReply: boolean;
  onReply: (postId: string, content: string) => Promise<void>;
}

/** One post: author, date, category, title, text, pin toggle, its replies and a reply box. */
export function PostCard({
  channelId,
  conversation,
  creators,
  now,
  canReply,
  onReply,
}: PostCardProps) {
  const { post, replies } = conversation;
  const name = creators?.[post.creator]?.name;
  const label = post.title || `post by ${name ?? 'a member'}`;
  return (
    <Paper
      component="article"
      withBorder
      p={{ base: 'xs', sm: 'sm' }}
      className={classes.post}
      aria-label={post.title ? post.title : `Post by ${name ?? 'a member'}`}
      data-testid="post"
      data-post-id={post.id}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <MessageMeta name={name} date={post.date_created} now={now} />
          <Group gap={4} wrap="nowrap">
            {post.category && (
              <Badge
                variant="light"
                tt="none"
                color={categoryColor(post.category)}
                leftSection={
                  <Box
                    w={8}
                    h={8}
                    bg={`${categoryColor(post.category)}.6`}
                    style={{ borderRadius: '50%' }}
                  />
                }
              >
                {post.category}
              </Badge>
            )}
            <PinButton channelId={channelId} postId={post.id} pinned={post.pinned} />
          </Group>
        </Group>
        {post.title && (
          <Text fw={700} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Text>
        )}
        <MessageText content={post.content} />
        <ReplyList replies={replies} creators={creators} now={now} />
        {canReply && (
          <ReplyComposer postTitle={label} onReply={(content) => onReply(post.id, content)} />
        )}
      </Stack>
    </Paper>
  );
}
