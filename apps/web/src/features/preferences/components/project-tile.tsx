import type { ProjectCard } from '@capstone/contracts';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconArrowsMove, IconGripVertical } from '@tabler/icons-react';
import type { Place } from '../utils/board';
import { RANK_COUNT } from '../utils/preference-types';
import { NOTES_MAX_CHARS } from '../utils/preference-messages';

export interface TileNotes {
  value: string;
  label: string;
  placeholder: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

interface ProjectTileProps {
  project: ProjectCard;
  place: Place;
  /** Who holds each rank, to disable taken ranks in the menu. */
  slots: readonly (ProjectCard | null)[];
  originLabel: string;
  onMove: (to: Place) => void;
  /** The menu button registers itself so the board can give it focus after a move. */
  menuButtonRef: (element: HTMLButtonElement | null) => void;
  notes?: TileNotes | undefined;
  isReadOnly?: boolean;
}

export const projectLabel = (project: ProjectCard) => `${project.proj_no}. ${project.name}`;

/** One project on the board: a drag handle (pointer), a "Move to rank…" menu (keyboard), notes. */
export function ProjectTile(props: ProjectTileProps) {
  const { project, place, slots, originLabel, onMove, menuButtonRef, notes, isReadOnly } = props;
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: project.id,
    disabled: isReadOnly,
  });

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      style={{ opacity: isDragging ? 0.4 : 1 }}
      data-project={project.id}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {!isReadOnly && (
            // Pointer dragging only: the keyboard and screen-reader path is the menu beside it.
            <div
              {...listeners}
              aria-hidden
              style={{ touchAction: 'none', cursor: 'grab', paddingTop: 2, flexShrink: 0 }}
            >
              <IconGripVertical size={18} />
            </div>
          )}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {projectLabel(project)}
            </Text>
            <Group gap={4}>
              {project.category && (
                <Badge variant="light" color="indigo" size="sm" style={{ textTransform: 'none' }}>
                  {project.category}
                </Badge>
              )}
              {project.areas[0] && project.areas[0] !== project.category && (
                <Badge variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
                  {project.areas[0]}
                </Badge>
              )}
            </Group>
          </Stack>
          {!isReadOnly && (
            <MoveMenu
              project={project}
              place={place}
              slots={slots}
              originLabel={originLabel}
              onMove={onMove}
              buttonRef={menuButtonRef}
            />
          )}
        </Group>
        {notes &&
          (isReadOnly ? (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {notes.value || (
                <Text span c="dimmed" fz="sm">
                  No notes
                </Text>
              )}
            </Text>
          ) : (
            <Textarea
              label={notes.label}
              placeholder={notes.placeholder}
              value={notes.value}
              onChange={(event) => notes.onChange(event.currentTarget.value)}
              error={notes.error}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={NOTES_MAX_CHARS}
            />
          ))}
      </Stack>
    </Paper>
  );
}

interface MoveMenuProps {
  project: ProjectCard;
  place: Place;
  slots: readonly (ProjectCard | null)[];
  originLabel: string;
  onMove: (to: Place) => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

function MoveMenu({ project, place, slots, originLabel, onMove, buttonRef }: MoveMenuProps) {
  const ranks = Array.from({ length: RANK_COUNT }, (_, i) => i + 1);
  // Mantine's focus trap takes the first item with a tabindex, even a disabled one, and then
  // focus stays on the button and the arrow keys scroll the page: point it at the first free one.
  const firstFree = ranks.find((rank) => slots[rank - 1] == null);
  const canGoBack = place.kind !== 'origin';
  return (
    <Menu
      position="bottom-end"
      withinPortal={false}
      returnFocus={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ActionIcon
          ref={buttonRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Move ${project.name} to rank…`}
          title="Move to rank…"
        >
          <IconArrowsMove size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {ranks.map((rank) => {
          const holder = slots[rank - 1];
          const isHere = place.kind === 'rank' && place.rank === rank;
          const isTaken = Boolean(holder) && !isHere;
          return (
            <Menu.Item
              key={rank}
              disabled={isHere || isTaken}
              data-autofocus={rank === firstFree || undefined}
              onClick={() => onMove({ kind: 'rank', rank })}
            >
              {`Rank ${rank}`}
              {isHere ? ' (here)' : isTaken && holder ? ` (taken by ${holder.name})` : ''}
            </Menu.Item>
          );
        })}
        <Menu.Item
          disabled={!canGoBack}
          data-autofocus={(firstFree === undefined && canGoBack) || undefined}
          onClick={() => onMove({ kind: 'origin' })}
        >
          {`Back to ${originLabel}`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
