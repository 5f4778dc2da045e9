import type { ChannelCreatorsResponse, Reply } from '@capstone/contracts';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { CHAT_TEXTS, olderRepliesLabel } from '../utils/chat-texts';
import { collapseReplies } from '../utils/reply-collapse';
import { MessageMeta } from './message-meta';
import { MessageText } from './message-text';

/** Replies under a post, collapsed to the last two. */
export function ReplyList({
  replies,
  creators,
  now,
}: {
  replies: readonly Reply[];
  creators: ChannelCreatorsResponse | undefined;
  now: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const { visible, hidden, canCollapse } = collapseReplies(replies, expanded);
  if (replies.length === 0) return null;
  return (
    <Stack gap="xs" pl={{ base: 'xs', sm: 'xl' }}>
      {hidden > 0 && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => setExpanded(true)}
        >
          {olderRepliesLabel(hidden)}
        </Button>
      )}
      {visible.map((reply) => (
        <Stack key={reply.id} gap={2} data-testid="reply">
          <MessageMeta
            name={creators?.[reply.creator]?.name}
            date={reply.date_created}
            now={now}
            size="sm"
          />
          <MessageText content={reply.content} fz="sm" pl={32} />
        </Stack>
      ))}
      {canCollapse && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => setExpanded(false)}
        >
          {CHAT_TEXTS.showLess}
        </Button>
      )}
    </Stack>
  );
}
