import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Badge, Grid, Group, Paper, Text } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import type { BoardLabels } from '../utils/board-labels';
import { UNALLOCATED, moveAnnouncement, moveItem, type BoardState } from '../utils/board-state';
import { BoardContext, type BoardContextValue } from './board-context';
import { ContainersCard } from './containers-card';
import type { CardOptions } from './item-card';
import type { LockOptions } from './lock-toggle';
import { UnallocatedCard } from './unallocated-card';

/** Drag activates after 5 px, so a click on a card's link or menu is not a drag. */
const DRAG_DISTANCE = 5;

export interface AllocationBoardHandle {
  /** Brings an item's card into view and focuses its Move to… button. */
  focusItem: (itemId: string) => void;
}

interface AllocationBoardProps {
  state: BoardState;
  onChange: (state: BoardState) => void;
  /** Every move is read out by the screen's live region. */
  onAnnounce: (text: string) => void;
  labels: BoardLabels;
  hrefOf: (itemId: string) => string;
  /** The caller's tutorials, for the 'My Tutorials' filter. */
  tutorials: readonly string[];
  isReadOnly: boolean;
  /** The project board's locks, once a version is published. */
  lock?: LockOptions | undefined;
  ref?: Ref<AllocationBoardHandle>;
}

/**
 * The generic allocation board: unallocated items on the left, containers on the right. Items
 * move by pointer (dnd-kit, no sortable order: order inside a container does not matter) or by
 * each card's Move to… menu.
 */
export function AllocationBoard(props: AllocationBoardProps) {
  const { state, onChange, onAnnounce, labels, hrefOf, tutorials, isReadOnly, lock, ref } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE } }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(0);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  // The callbacks handed to every card must not change on each move (cards would re-render), so
  // they read the latest board and handlers through refs.
  const latest = useRef({ state, onChange, onAnnounce, labels });
  useLayoutEffect(() => {
    latest.current = { state, onChange, onAnnounce, labels };
  });

  const move = useCallback((itemId: string, to: string | null, viaMenu: boolean) => {
    const { state: current, onChange: change, onAnnounce: announce } = latest.current;
    const outcome = moveItem(current, itemId, to);
    const text = moveAnnouncement(outcome, latest.current.labels.unallocated);
    if (outcome.status !== 'moved' || !text) return;
    if (viaMenu) pendingFocus.current = itemId;
    change(outcome.state);
    announce(text);
  }, []);

  // A moved card mounts again in its new place: give its menu button the focus back.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = null;
    buttons.current.get(id)?.focus();
  });

  useImperativeHandle(
    ref,
    () => ({
      focusItem: (itemId: string) => {
        const button = buttons.current.get(itemId);
        if (button) {
          button.scrollIntoView({ block: 'center' });
          button.focus();
        } else {
          // Hidden by the filter: show every container, then focus once it has rendered.
          pendingFocus.current = itemId;
          setShowAll((n) => n + 1);
        }
      },
    }),
    [],
  );

  const registerButton = useCallback((itemId: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(itemId, element);
    else buttons.current.delete(itemId);
  }, []);

  const options: CardOptions = useMemo(
    () => ({ hrefOf, containersLabel: labels.containers, isReadOnly, registerButton, lock }),
    [hrefOf, labels.containers, isReadOnly, registerButton, lock],
  );

  const context: BoardContextValue = useMemo(
    () => ({
      state,
      unallocatedLabel: labels.unallocated,
      moveByMenu: (itemId, to) => move(itemId, to, true),
    }),
    [state, labels.unallocated, move],
  );

  const nameOf = (id: string | number) => state.items[String(id)]?.name ?? labels.item;
  const placeName = (id: string | number | undefined) =>
    id === UNALLOCATED
      ? labels.unallocated
      : (state.containers.find((container) => container.id === id)?.name ?? null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      const place = placeName(over?.id);
      return place ? `${nameOf(active.id)} is over ${place}.` : undefined;
    },
    // The outcome is read from the screen's own live region.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => `${nameOf(active.id)} was not moved.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const to = String(over.id);
    move(String(active.id), to === UNALLOCATED ? null : to, false);
  };
  const active = activeId ? state.items[activeId] : undefined;

  return (
    <BoardContext value={context}>
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: `Use the Move to… menu on each ${labels.item} to move it with a keyboard.`,
          },
        }}
      >
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <UnallocatedCard
              ids={state.lists[UNALLOCATED] ?? []}
              items={state.items}
              options={options}
              labels={labels}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <ContainersCard
              state={state}
              options={options}
              labels={labels}
              tutorials={tutorials}
              showAllSignal={showAll}
            />
          </Grid.Col>
        </Grid>
        <DragOverlay>
          {active ? (
            <Paper withBorder shadow="md" p="xs" radius="md">
              <Group gap={6}>
                <Text fw={600} fz="sm">
                  {active.name}
                </Text>
                {active.tutorial && (
                  <Badge variant="light" color="gray" size="sm" style={{ textTransform: 'none' }}>
                    {active.tutorial}
                  </Badge>
                )}
              </Group>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </BoardContext>
  );
}
