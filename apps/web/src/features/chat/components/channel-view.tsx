import type { PostCategory, PostInput } from '@capstone/contracts';
import { Box, Button, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorToastText } from '@/lib/api-error';
import { useChannelCreators } from '../api/get-channel-creators';
import { useConversations } from '../api/get-conversations';
import { useNow } from '../hooks/use-now';
import { useOlderPages } from '../hooks/use-older-pages';
import type { ChannelSummary } from '../utils/channel-headings';
import { CHAT_TEXTS, olderLoadedAnnouncement } from '../utils/chat-texts';
import { filterConversations, flattenPages } from '../utils/conversation-cache';
import { ChannelToolbar, PANEL_TITLES, type ChatPanel } from './channel-toolbar';
import { PostsSkeleton } from './chat-skeletons';
import { FilterPanel } from './filter-panel';
import { LiveAnnouncer } from './live-announcer';
import { MembersPanel } from './members-panel';
import { PanelError } from './panel-states';
import { PinnedPanel } from './pinned-panel';
import { PostCard } from './post-card';
import { PostComposer } from './post-composer';
import { SidePanel } from './side-panel';

interface ChannelViewProps {
  channel: ChannelSummary;
  isStaff: boolean;
  isPhone: boolean;
  sendPost: (channelId: string, input: PostInput) => Promise<void>;
  sendReply: (channelId: string, postId: string, content: string) => Promise<void>;
}

/** Near the bottom, new messages keep the list scrolled to the end. */
const STICK_TO_BOTTOM_PX = 300;

/**
 * The message area of one channel: name, toolbar, posts with replies, NEW POST and its composer,
 * and the optional right panel. Mounted per channel, so its state starts fresh.
 */
export function ChannelView({ channel, isStaff, isPhone, sendPost, sendReply }: ChannelViewProps) {
  const conversations = useConversations(channel.id);
  const creators = useChannelCreators(channel.id);
  const now = useNow();
  const headingId = useId();
  const [panel, setPanel] = useState<ChatPanel | null>(null);
  const [filter, setFilter] = useState<PostCategory | null>(null);
  const [composing, setComposing] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const shownCount = useRef(0);

  const isForum = channel.channel_type === 'forum';
  const isAnnouncement = channel.channel_type === 'announcement';
  // Announcement channels take posts from staff (moderators) only, and no replies.
  const mayPost = !isAnnouncement || isStaff;
  const name = conversations.data?.pages[0]?.name ?? channel.name;
  const all = useMemo(() => flattenPages(conversations.data), [conversations.data]);
  const shown = filterConversations(all, isForum ? filter : null);
  const messageCount = all.reduce((sum, c) => sum + 1 + c.replies.length, 0);

  const scrollToEnd = () => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  const [olderAnnouncement, setOlderAnnouncement] = useState('');
  const { fetchNextPage } = conversations;
  const { loadOlder, onScroll, prependedRef } = useOlderPages({
    scrollRef,
    oldestId: all[0]?.post.id,
    hasOlder: conversations.hasNextPage,
    isLoadingOlder: conversations.isFetchingNextPage,
    fetchOlder: () =>
      void fetchNextPage().then((result) => {
        const page = result.data?.pages.at(-1);
        if (!result.isError && page) {
          setOlderAnnouncement(olderLoadedAnnouncement(page.conversations.length));
        }
      }),
  });

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || messageCount === 0) return;
    // Older posts went in at the top: the reader stays where they were (useOlderPages).
    if (prependedRef.current) {
      prependedRef.current = false;
      shownCount.current = messageCount;
      return;
    }
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (shownCount.current === 0 || distance < STICK_TO_BOTTOM_PX) {
      element.scrollTop = element.scrollHeight;
    }
    shownCount.current = messageCount;
  }, [messageCount, prependedRef]);

  const post = async (input: PostInput) => {
    await sendPost(channel.id, input);
    requestAnimationFrame(scrollToEnd);
  };

  const togglePanel = (next: ChatPanel) => setPanel((current) => (current === next ? null : next));

  const body = conversations.isPending ? (
    <PostsSkeleton />
  ) : !conversations.data ? (
    // Only a failed first read hides the list: a failed older page keeps what is loaded.
    <PanelError
      message={errorToastText(conversations.error, CHAT_TEXTS.loadPostsFailed)}
      onRetry={() => void conversations.refetch()}
    />
  ) : (
    <Stack gap="sm">
      {conversations.hasNextPage ? (
        <Stack gap={4} align="center">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={loadOlder}
            aria-busy={conversations.isFetchingNextPage}
          >
            {conversations.isFetchingNextPage ? CHAT_TEXTS.loadingOlder : CHAT_TEXTS.loadOlder}
          </Button>
          {conversations.isFetchNextPageError && (
            <Text fz="sm" c="red.8" role="alert">
              {errorToastText(conversations.error, CHAT_TEXTS.loadOlderFailed)}
            </Text>
          )}
        </Stack>
      ) : (
        all.length > 0 && (
          <Text fz="sm" c="dimmed" ta="center">
            {CHAT_TEXTS.startOfChannel}
          </Text>
        )
      )}
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {all.length > 0
            ? CHAT_TEXTS.noMatches
            : mayPost
              ? CHAT_TEXTS.emptyPosts
              : CHAT_TEXTS.emptyAnnouncements}
        </Text>
      ) : (
        shown.map((conversation) => (
          <PostCard
            key={conversation.post.id}
            channelId={channel.id}
            conversation={conversation}
            creators={creators.data}
            now={now}
            canReply={!isAnnouncement}
            onReply={(postId, content) => sendReply(channel.id, postId, content)}
          />
        ))
      )}
    </Stack>
  );

  return (
    <Flex gap="md" h="100%" mih={0}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        withBorder
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Group
          justify="space-between"
          px="sm"
          py="xs"
          wrap="nowrap"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Title order={2} id={headingId} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <ChannelToolbar
            isForum={isForum}
            panel={panel}
            hasFilter={filter !== null}
            onToggle={togglePanel}
          />
        </Group>
        {isForum && filter && (
          <Group gap="xs" px="sm" py={4}>
            <Text fz="sm">Showing {filter} posts</Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setFilter(null)}>
              Clear filter
            </Button>
          </Group>
        )}
        <Box
          ref={scrollRef}
          role="region"
          aria-label={`Posts in ${name}`}
          tabIndex={0}
          p="sm"
          style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
          onScroll={onScroll}
          data-testid="posts-scroll"
        >
          {body}
          <LiveAnnouncer message={olderAnnouncement} />
        </Box>
        <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          {composing && mayPost ? (
            <PostComposer isForum={isForum} onPost={post} onClose={() => setComposing(false)} />
          ) : (
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                {mayPost ? '' : CHAT_TEXTS.onlyModerators}
              </Text>
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setComposing(true)}
                disabled={!mayPost}
              >
                {CHAT_TEXTS.newPost}
              </Button>
            </Group>
          )}
        </Box>
      </Paper>
      {panel && (
        <SidePanel title={PANEL_TITLES[panel]} isPhone={isPhone} onClose={() => setPanel(null)}>
          {panel === 'pinned' && (
            <PinnedPanel channelId={channel.id} creators={creators.data} now={now} />
          )}
          {panel === 'members' && <MembersPanel channelId={channel.id} />}
          {panel === 'filter' && <FilterPanel value={filter} onChange={setFilter} />}
        </SidePanel>
      )}
    </Flex>
  );
}
