import type { ProjectCard } from '@capstone/contracts';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Badge, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  ORIGIN_DROP_ID,
  moveAnnouncement,
  moveProject,
  placeFromDropId,
  rankDropId,
  setNotes,
  type Board,
  type Place,
} from '../utils/board';
import { RANK_COUNT } from '../utils/preference-types';
import { ProjectTile, projectLabel, type TileNotes } from './project-tile';

/** Drag activates after 5 px, so a click on the handle is not a drag. */
const DRAG_DISTANCE = 5;
/** Search boxes hold at most 30 characters. */
const SEARCH_MAX = 30;

interface PreferenceBoardProps {
  board: Board;
  onChange: (board: Board) => void;
  /** Heading of the origin list, e.g. "Wishlist"; "Back to {originLabel}" in the menu. */
  originLabel: string;
  originEmpty: ReactNode;
  notesLabel: (project: ProjectCard) => string;
  notesPlaceholder: string;
  /** An inline error under one project's notes (the group form's pitch checks). */
  notesError?: { projectId: string; message: string } | null | undefined;
  isReadOnly?: boolean;
}

/**
 * Seven rank slots and an origin list: drag with a pointer, or use each card's "Move to rank…"
 * menu; every move, and every refused drop, is announced in a live region.
 */
export function PreferenceBoard(props: PreferenceBoardProps) {
  const { board, onChange, originLabel, originEmpty, notesLabel, notesPlaceholder } = props;
  const { notesError, isReadOnly = false } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }),
  );
  const [announcement, setAnnouncement] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const menuButtons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  // A moved card mounts again in its new place: give its menu button the focus back.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    menuButtons.current.get(id)?.focus();
  });

  const move = (projectId: string, to: Place, viaMenu: boolean) => {
    const outcome = moveProject(board, projectId, to);
    const text = moveAnnouncement(outcome, originLabel);
    if (text) setAnnouncement(text);
    if (outcome.status === 'moved') onChange(outcome.board);
    if (viaMenu) pendingFocus.current = projectId;
  };

  const nameOf = (id: string | number) =>
    [...board.origin, ...board.slots].find((project) => project?.id === id)?.name ?? 'project';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      const place = placeFromDropId(over?.id);
      if (!place) return undefined;
      return place.kind === 'rank'
        ? `${nameOf(active.id)} is over rank ${place.rank}.`
        : `${nameOf(active.id)} is over ${originLabel}.`;
    },
    // The outcome (moved or refused) is read from the board's own live region.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => `${nameOf(active.id)} was not moved.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const place = placeFromDropId(over?.id);
    if (place) move(String(active.id), place, false);
  };

  const refFor = (projectId: string) => (element: HTMLButtonElement | null) => {
    if (element) menuButtons.current.set(projectId, element);
    else menuButtons.current.delete(projectId);
  };
  const tileNotes = (project: ProjectCard): TileNotes => ({
    value: board.notes[project.id] ?? '',
    label: notesLabel(project),
    placeholder: notesPlaceholder,
    error: notesError?.projectId === project.id ? notesError.message : undefined,
    onChange: (value) => onChange(setNotes(board, project.id, value)),
  });

  const query = search.trim().toLowerCase();
  const shownOrigin = query
    ? board.origin.filter((project) => projectLabel(project).toLowerCase().includes(query))
    : board.origin;
  const active = activeId
    ? [...board.origin, ...board.slots].find((p) => p?.id === activeId)
    : null;

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Use the Move to rank menu next to each project to move it with a keyboard.',
        },
      }}
    >
      <Stack gap="md">
        <Text role="status" aria-live="polite" fz="sm" mih={20} c="indigo.9">
          {announcement}
        </Text>
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DropArea id={ORIGIN_DROP_ID} label={originLabel} holderId={null}>
              <Group justify="space-between" mb="xs" gap="xs">
                <Title order={2} fz="h4">
                  {originLabel}
                </Title>
                <Badge variant="light" color="gray">
                  {board.origin.length}
                </Badge>
              </Group>
              {board.origin.length > 6 && (
                <TextInput
                  mb="sm"
                  label={`Search ${originLabel.toLowerCase()}`}
                  value={search}
                  maxLength={SEARCH_MAX}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                />
              )}
              {shownOrigin.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {board.origin.length === 0 ? originEmpty : 'No project matches the search.'}
                </Text>
              ) : (
                // A long list scrolls by itself, so the ranks stay in reach on a phone.
                <Stack
                  gap="xs"
                  component="ul"
                  style={{
                    listStyle: 'none',
                    margin: 0,
                    padding: 0,
                    maxHeight: '32rem',
                    overflowY: 'auto',
                  }}
                  aria-label={originLabel}
                >
                  {shownOrigin.map((project) => (
                    <li key={project.id}>
                      <ProjectTile
                        project={project}
                        place={{ kind: 'origin' }}
                        slots={board.slots}
                        originLabel={originLabel}
                        onMove={(to) => move(project.id, to, true)}
                        menuButtonRef={refFor(project.id)}
                        isReadOnly={isReadOnly}
                      />
                    </li>
                  ))}
                </Stack>
              )}
            </DropArea>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={2} fz="h4" mb="xs">
              Ranking
            </Title>
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {board.slots.map((project, index) => {
                const rank = index + 1;
                return (
                  <li key={rank} aria-label={`Rank ${rank}`}>
                    <DropArea
                      id={rankDropId(rank)}
                      label={`Rank ${rank}`}
                      holderId={project?.id ?? null}
                    >
                      <Group gap="sm" align="flex-start" wrap="nowrap">
                        <Badge size="lg" circle variant="filled" aria-hidden mt={6}>
                          {rank}
                        </Badge>
                        <div style={{ flex: 1, minWidth: 0 }}>
                          {project ? (
                            <ProjectTile
                              project={project}
                              place={{ kind: 'rank', rank }}
                              slots={board.slots}
                              originLabel={originLabel}
                              onMove={(to) => move(project.id, to, true)}
                              menuButtonRef={refFor(project.id)}
                              notes={tileNotes(project)}
                              isReadOnly={isReadOnly}
                            />
                          ) : (
                            <Text c="dimmed" fz="sm" py="sm">
                              {isReadOnly
                                ? 'No project at this rank.'
                                : 'Empty: drop a project here or use its Move to rank… menu.'}
                            </Text>
                          )}
                        </div>
                      </Group>
                    </DropArea>
                  </li>
                );
              })}
            </Stack>
            <Text fz="xs" c="dimmed" mt="xs">
              {`${RANK_COUNT} ranks; each holds one project.`}
            </Text>
          </Grid.Col>
        </Grid>
      </Stack>
      <DragOverlay>
        {active ? (
          <Paper withBorder shadow="md" p="sm" radius="md">
            <Text fw={600}>{projectLabel(active)}</Text>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function DropArea({
  id,
  label,
  holderId,
  children,
}: {
  id: string;
  label: string;
  /** The project in this rank, if any. */
  holderId: string | null;
  children: ReactNode;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id, data: { label } });
  // An occupied rank shows it will refuse the drop, unless the card over it is its own.
  const refuses = isOver && holderId !== null && active?.id !== holderId;
  return (
    <Paper
      ref={setNodeRef}
      p="xs"
      radius="md"
      withBorder
      style={{
        borderStyle: isOver ? 'dashed' : undefined,
        borderColor: refuses
          ? 'var(--mantine-color-red-9)'
          : isOver
            ? 'var(--mantine-color-indigo-8)'
            : undefined,
        minHeight: 56,
      }}
    >
      {children}
    </Paper>
  );
}
