import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { containerFill, type BoardContainer, type BoardItem } from '../utils/board-state';
import { useBoardContext } from './board-context';

/** Containers are listed by section (a group's tutorial) when they have one. */
function sectionsOf(containers: readonly BoardContainer[], fallback: string) {
  const sections = new Map<string, BoardContainer[]>();
  for (const container of containers) {
    const key = container.section ?? fallback;
    const list = sections.get(key);
    if (list) list.push(container);
    else sections.set(key, [container]);
  }
  return [...sections];
}

interface MoveMenuProps {
  item: BoardItem;
  /** Heading of the containers when they have no sections, e.g. 'Projects'. */
  containersLabel: string;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

/**
 * The keyboard and screen-reader path for every move (ui guide: drag always has a menu). The
 * Mantine Menu is mounted on the first press only: with hundreds of cards, a menu per card was
 * most of the board's first render. The press that mounts it opens it, and its focus trap moves
 * the focus into it as usual.
 */
export function MoveMenu({ item, containersLabel, buttonRef }: MoveMenuProps) {
  const [isMounted, setIsMounted] = useState(false);
  const button = (
    <ActionIcon
      ref={buttonRef}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={`Move ${item.name} to…`}
      aria-haspopup="menu"
      title="Move to…"
      onClick={isMounted ? undefined : () => setIsMounted(true)}
    >
      <IconArrowsMove size={18} aria-hidden />
    </ActionIcon>
  );
  if (!isMounted) return button;
  return (
    <Menu position="bottom-end" withInitialFocusPlaceholder={false} defaultOpened>
      <Menu.Target>{button}</Menu.Target>
      {/* Portalled, so a scrolling column does not clip it; React events still bubble to the
          draggable card, which must not start a drag from a click in the menu. */}
      <Menu.Dropdown
        mah={360}
        style={{ overflowY: 'auto' }}
        onPointerDown={(event) => event.stopPropagation()}
      >
        <MoveMenuItems item={item} containersLabel={containersLabel} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** Mounted only while the menu is open, so only an open menu follows the live counts. */
function MoveMenuItems({ item, containersLabel }: Omit<MoveMenuProps, 'buttonRef'>) {
  const { state, unallocatedLabel, moveByMenu } = useBoardContext();
  const here = state.placement[item.id] ?? null;
  const firstFree = state.containers.find((container) => container.id !== here)?.id;
  return (
    <>
      <Menu.Item
        disabled={here === null}
        data-autofocus={(here !== null && firstFree === undefined) || undefined}
        onClick={() => moveByMenu(item.id, null)}
      >
        {here === null ? `${unallocatedLabel} (here)` : unallocatedLabel}
      </Menu.Item>
      {sectionsOf(state.containers, containersLabel).map(([section, containers]) => (
        <Fragment key={section}>
          <Menu.Label>{section}</Menu.Label>
          {containers.map((container) => (
            <Menu.Item
              key={container.id}
              disabled={container.id === here}
              data-autofocus={container.id === firstFree || undefined}
              onClick={() => moveByMenu(item.id, container.id)}
            >
              {`${container.name} (${containerFill(state, container)})`}
              {container.id === here ? ' (here)' : ''}
            </Menu.Item>
          ))}
        </Fragment>
      ))}
    </>
  );
}
