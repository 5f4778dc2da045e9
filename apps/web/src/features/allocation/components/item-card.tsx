import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconExternalLink, IconGripVertical } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { BoardItem } from '../utils/board-state';
import { LockToggle, type LockOptions } from './lock-toggle';
import { MoveMenu } from './move-menu';

export interface CardOptions {
  /** Builds the profile link of an item. */
  hrefOf: (itemId: string) => string;
  containersLabel: string;
  isReadOnly: boolean;
  /** Each card's menu button registers itself so the board can give it focus after a move. */
  registerButton: (itemId: string, element: HTMLButtonElement | null) => void;
  /** The project board's locks, once a version is published. */
  lock?: LockOptions | undefined;
}

interface DraggableItemProps {
  item: BoardItem;
  options: CardOptions;
}

/**
 * The draggable shell: dnd-kit re-renders it whenever the drag's target changes, so it holds
 * nothing but the node; the card inside is memoised and renders once.
 */
export function DraggableItem({ item, options }: DraggableItemProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: item.id,
    disabled: options.isReadOnly,
  });
  return (
    <li ref={setNodeRef} {...listeners} style={{ opacity: isDragging ? 0.4 : 1 }}>
      <ItemCard item={item} options={options} />
    </li>
  );
}

const pluralMembers = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** One group or student: name, tutorial (and member count), profile link and Move to… menu. */
export const ItemCard = memo(function ItemCard({ item, options }: DraggableItemProps) {
  const { hrefOf, containersLabel, isReadOnly, registerButton, lock } = options;
  return (
    <Paper
      withBorder
      p={6}
      radius="md"
      data-item={item.id}
      data-locked={lock?.isLocked(item.id) || undefined}
    >
      <Group gap={6} wrap="nowrap" align="center">
        {!isReadOnly && (
          // Touch drags start from the grip only, so the rest of the card still scrolls the page.
          <div aria-hidden style={{ touchAction: 'none', cursor: 'grab', display: 'flex' }}>
            <IconGripVertical size={16} />
          </div>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Group gap={4}>
            <Badge variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
              {item.tutorial ?? 'No tutorial'}
            </Badge>
            {item.memberCount !== undefined && (
              <Text fz="xs" c="dimmed">
                {pluralMembers(item.memberCount)}
              </Text>
            )}
          </Group>
        </div>
        {lock && <LockToggle item={item} lock={lock} />}
        <ActionIcon
          component={Link}
          to={hrefOf(item.id)}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Open the profile of ${item.name}`}
          title="Open profile"
        >
          <IconExternalLink size={16} aria-hidden />
        </ActionIcon>
        {!isReadOnly && (
          <MoveMenu
            item={item}
            containersLabel={containersLabel}
            buttonRef={(element) => registerButton(item.id, element)}
          />
        )}
      </Group>
    </Paper>
  );
});
