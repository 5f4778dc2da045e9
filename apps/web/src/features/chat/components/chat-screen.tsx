import {
  Alert,
  Badge,
  Box,
  Button,
  Drawer,
  Flex,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconList } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { errorToastText } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import type { AuthSession } from '@/lib/auth-storage';
import { isCourseAdminOf } from '@/lib/course-role';
import { getChannelCreatorsQueryOptions } from '../api/get-channel-creators';
import { listAllChannelsQueryOptions } from '../api/list-all-channels';
import { listChannelsQueryOptions } from '../api/list-channels';
import { useChatSocket, type ChatMessageEvent } from '../hooks/use-chat-socket';
import { flattenChannels, pickOpenChannel, sortChannelList } from '../utils/channel-headings';
import { CHAT_TEXTS, newMessageAnnouncement } from '../utils/chat-texts';
import {
  addUnread,
  clearUnread,
  shouldCountUnread,
  totalUnread,
  type UnreadCounts,
} from '../utils/unread';
import { ChannelList } from './channel-list';
import { ChannelView } from './channel-view';
import { ChannelListSkeleton } from './chat-skeletons';
import { CreateChannelDialog } from './create-channel-dialog';
import { LiveAnnouncer } from './live-announcer';
import { PanelError } from './panel-states';

/** The screen fills the window below the top bar (60 px) and the shell's padding. */
const SCREEN_HEIGHT = 'calc(100dvh - 60px - 2 * var(--mantine-spacing-md))';

/**
 * /chat: the channel panel, the open channel's messages and the optional right panel. `courseId` is
 * the selected course: a subcourse for students and staff, the parent course for clients. At phone
 * width the channel list and side panels become drawers.
 */
export function ChatScreen({ courseId, session }: { courseId: string; session: AuthSession }) {
  const { profile, isTutor } = useAuth();
  const queryClient = useQueryClient();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const isStaff = session.user === 'staff';
  const isCourseAdmin = isCourseAdminOf(session.user, profile, courseId, isTutor);

  // Course admins are members of every channel; their list is the whole subcourse.
  const list = useQuery(
    isCourseAdmin ? listAllChannelsQueryOptions(courseId) : listChannelsQueryOptions(courseId),
  );
  const entries = useMemo(() => sortChannelList(list.data ?? []), [list.data]);
  const channels = useMemo(() => flattenChannels(entries), [entries]);
  const channelIds = useMemo(() => channels.map((c) => c.id), [channels]);

  const [wanted, setWanted] = useState<string | null>(null);
  const openId = pickOpenChannel(channels, wanted);
  const openChannel = channels.find((c) => c.id === openId) ?? null;
  const [unread, setUnread] = useState<UnreadCounts>({});
  const seen = useRef(new Set<string>());
  const [announcement, setAnnouncement] = useState('');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [creating, setCreating] = useState(false);

  const announce = async (event: ChatMessageEvent & { channelId: string }) => {
    const creators = await queryClient
      .fetchQuery(getChannelCreatorsQueryOptions(event.channelId))
      .catch(() => undefined);
    const name = creators?.[event.creator]?.name ?? 'a channel member';
    const channelName = channels.find((c) => c.id === event.channelId)?.name ?? 'a channel';
    setAnnouncement(newMessageAnnouncement(event.kind, name, channelName));
  };

  const onMessage = (event: ChatMessageEvent) => {
    const isOwn = event.creator === session.id;
    const message = { ...event, isOwn };
    if (shouldCountUnread(message, openId, seen.current)) {
      const { channelId } = message;
      setUnread((counts) => addUnread(counts, channelId));
    }
    if (!isOwn && event.channelId) void announce({ ...event, channelId: event.channelId });
  };

  const socket = useChatSocket({
    token: session.token,
    myId: session.id,
    channelIds,
    openChannelId: openId,
    onMessage,
  });

  const select = (channelId: string) => {
    setWanted(channelId);
    setUnread((counts) => clearUnread(counts, channelId));
    setDrawerOpen(false);
  };

  const unreadTotal = totalUnread(unread);
  // A client's course may have no active subcourse yet: the server says so.
  const listError = errorToastText(list.error, CHAT_TEXTS.loadChannelsFailed);
  const channelList = list.isPending ? (
    <ChannelListSkeleton />
  ) : list.isError ? (
    <PanelError message={listError} onRetry={() => void list.refetch()} />
  ) : (
    <ChannelList
      entries={entries}
      openChannelId={openId}
      unread={unread}
      onSelect={select}
      onCreate={isCourseAdmin ? () => setCreating(true) : undefined}
      hideTitle={isPhone}
    />
  );

  return (
    <Stack gap="sm" h={SCREEN_HEIGHT} mih={420} data-chat-live={socket.isLive}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {CHAT_TEXTS.title}
        </Title>
        {isPhone && (
          <Button
            variant="default"
            leftSection={<IconList size={16} />}
            rightSection={
              unreadTotal > 0 ? (
                <Badge size="sm" color="red" circle aria-hidden>
                  {unreadTotal > 99 ? '99+' : unreadTotal}
                </Badge>
              ) : undefined
            }
            aria-label={
              unreadTotal > 0 ? `${CHAT_TEXTS.channels}, ${unreadTotal} unread` : undefined
            }
            onClick={() => setDrawerOpen(true)}
          >
            {CHAT_TEXTS.channels}
          </Button>
        )}
      </Group>
      {socket.status === 'offline' && (
        <Alert color="yellow" title="Chat is offline">
          <Group gap="sm">
            <Text fz="sm">New messages will not arrive until the chat reconnects.</Text>
            <Button size="xs" variant="default" onClick={socket.reconnect}>
              RECONNECT
            </Button>
          </Group>
        </Alert>
      )}
      <Flex gap="md" style={{ flex: 1, minHeight: 0 }}>
        {!isPhone && (
          <Paper
            component="nav"
            aria-label={CHAT_TEXTS.channels}
            withBorder
            p="sm"
            w={250}
            style={{ flexShrink: 0, overflowY: 'auto' }}
          >
            {channelList}
          </Paper>
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          {openChannel ? (
            <ChannelView
              key={openChannel.id}
              channel={openChannel}
              isStaff={isStaff}
              isPhone={isPhone}
              sendPost={socket.sendPost}
              sendReply={socket.sendReply}
            />
          ) : (
            !list.isPending && (
              <Paper withBorder p="xl" ta="center">
                <Text>{list.isError ? listError : CHAT_TEXTS.emptyChannels}</Text>
              </Paper>
            )
          )}
        </Box>
      </Flex>
      {isPhone && (
        <Drawer
          opened={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={CHAT_TEXTS.channels}
          size="85%"
          closeButtonProps={{ 'aria-label': 'Close' }}
          // In place (inside <main>) like the theme's Modal: a portalled drawer's <header> would be
          // a second banner landmark; the inner layer needs its edges set inside a flex row.
          withinPortal={false}
          styles={{ inner: { left: 0, right: 0 } }}
        >
          <nav aria-label={CHAT_TEXTS.channels}>{channelList}</nav>
        </Drawer>
      )}
      {isCourseAdmin && (
        <CreateChannelDialog
          subcourseId={courseId}
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={select}
        />
      )}
      <LiveAnnouncer message={announcement} />
    </Stack>
  );
}
