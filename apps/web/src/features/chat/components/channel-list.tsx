import type { ChannelListEntry, ChannelType } from '@capstone/contracts';
import { ActionIcon, Badge, Group, NavLink, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconHash, IconMessages, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { categoryHeading } from '../utils/channel-headings';
import { CHAT_TEXTS } from '../utils/chat-texts';
import { unreadLabel, type UnreadCounts } from '../utils/unread';

const TYPE_ICONS: Record<ChannelType, typeof IconHash> = {
  announcement: IconSpeakerphone,
  forum: IconMessages,
  text: IconHash,
};

interface ChannelListProps {
  entries: readonly ChannelListEntry[];
  openChannelId: string | null;
  unread: UnreadCounts;
  onSelect: (channelId: string) => void;
  /** Only course admins may add a channel. */
  onCreate?: (() => void) | undefined;
  /** In the phone drawer the drawer's own title already says 'Channels'. */
  hideTitle?: boolean;
}

/** The left panel: channels under 'Course Channels', 'Client Channels', 'Project {n} Channels'. */
export function ChannelList({
  entries,
  openChannelId,
  unread,
  onSelect,
  onCreate,
  hideTitle = false,
}: ChannelListProps) {
  return (
    <Stack gap="sm">
      <Group justify={hideTitle ? 'flex-end' : 'space-between'} wrap="nowrap">
        {!hideTitle && (
          <Title order={2} fz="md">
            {CHAT_TEXTS.channels}
          </Title>
        )}
        {onCreate && (
          <Tooltip label={CHAT_TEXTS.createChannel}>
            <ActionIcon variant="light" aria-label={CHAT_TEXTS.createChannel} onClick={onCreate}>
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {entries.length === 0 && <Text c="dimmed">{CHAT_TEXTS.emptyChannels}</Text>}
      {entries.map((entry) => {
        const heading = categoryHeading(entry.category);
        return (
          <Stack key={String(entry.category)} gap={2} component="section" aria-label={heading}>
            <Title order={3} fz="xs" c="dimmed" tt="uppercase" px="xs">
              {heading}
            </Title>
            <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {entry.channels.map((channel) => {
                const Icon = TYPE_ICONS[channel.channel_type];
                const count = unread[channel.id] ?? 0;
                const active = channel.id === openChannelId;
                return (
                  <li key={channel.id}>
                    <NavLink
                      component="button"
                      label={channel.name}
                      aria-label={unreadLabel(channel.name, count)}
                      aria-current={active ? 'true' : undefined}
                      active={active}
                      leftSection={<Icon size={16} aria-hidden />}
                      rightSection={
                        count > 0 ? (
                          <Badge size="sm" color="red" circle aria-hidden>
                            {count > 99 ? '99+' : count}
                          </Badge>
                        ) : undefined
                      }
                      onClick={() => onSelect(channel.id)}
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    />
                  </li>
                );
              })}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
