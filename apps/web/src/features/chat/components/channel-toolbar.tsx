import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconFilter, IconPin, IconUsers } from '@tabler/icons-react';
import { CHAT_TEXTS } from '../utils/chat-texts';

export type ChatPanel = 'filter' | 'pinned' | 'members';

export const PANEL_TITLES: Record<ChatPanel, string> = {
  filter: CHAT_TEXTS.filterPosts,
  pinned: CHAT_TEXTS.pinnedPosts,
  members: CHAT_TEXTS.channelMembers,
};

const TOOLS = [
  { panel: 'filter', label: CHAT_TEXTS.filterPosts, Icon: IconFilter },
  { panel: 'pinned', label: CHAT_TEXTS.pinnedPosts, Icon: IconPin },
  { panel: 'members', label: CHAT_TEXTS.memberList, Icon: IconUsers },
] as const;

/** The channel toolbar: Filter Posts (forum channels only), Pinned Posts, Member List. */
export function ChannelToolbar({
  isForum,
  panel,
  hasFilter,
  onToggle,
}: {
  isForum: boolean;
  panel: ChatPanel | null;
  hasFilter: boolean;
  onToggle: (panel: ChatPanel) => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label="Channel tools">
      {TOOLS.filter((tool) => isForum || tool.panel !== 'filter').map(
        ({ panel: id, label, Icon }) => (
          <Tooltip key={id} label={label}>
            <ActionIcon
              variant={panel === id || (id === 'filter' && hasFilter) ? 'light' : 'subtle'}
              color={panel === id ? 'indigo' : 'gray'}
              size="lg"
              aria-label={label}
              aria-pressed={panel === id}
              onClick={() => onToggle(id)}
            >
              <Icon size={20} />
            </ActionIcon>
          </Tooltip>
        ),
      )}
    </Group>
  );
}
