import { ActionIcon, Badge } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import type { BoardItem } from '../utils/board-state';

/** The board's locks: which groups are locked, which may be, and who may change them. */
export interface LockOptions {
  isLocked: (itemId: string) => boolean;
  /** Only a group with a published project can be locked. */
  isLockable: (itemId: string) => boolean;
  /** Course admins on an open offering; everyone else sees the state only. */
  canToggle: boolean;
  isSaving: boolean;
  toggle: (item: BoardItem) => void;
}

/**
 * A lock keeps a group on its published project in every proposal. The button's name stays
 * "Lock <group>" and `aria-pressed` says whether it is on, so the name does not flip meaning.
 */
export function LockToggle({ item, lock }: { item: BoardItem; lock: LockOptions }) {
  if (!lock.isLockable(item.id)) return null;
  const isLocked = lock.isLocked(item.id);
  if (!lock.canToggle) {
    return isLocked ? (
      <Badge
        variant="light"
        color="indigo"
        size="sm"
        leftSection={<IconLock size={12} aria-hidden />}
        style={{ flexShrink: 0 }}
        data-testid="lock-state"
      >
        Locked
      </Badge>
    ) : null;
  }
  return (
    <ActionIcon
      variant={isLocked ? 'filled' : 'subtle'}
      color={isLocked ? 'indigo' : 'gray'}
      size="lg"
      aria-label={`Lock ${item.name}`}
      aria-pressed={isLocked}
      title={
        isLocked
          ? 'Locked: every proposal keeps this group on its published project'
          : 'Not locked: a proposal may move this group'
      }
      disabled={lock.isSaving}
      onClick={() => lock.toggle(item)}
      data-testid="lock-toggle"
    >
      {isLocked ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
    </ActionIcon>
  );
}
