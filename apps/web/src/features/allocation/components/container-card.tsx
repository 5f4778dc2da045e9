import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo } from 'react';
import type { BoardLabels } from '../utils/board-labels';
import type { BoardContainer, BoardItem } from '../utils/board-state';
import type { CardOptions } from './item-card';
import { ItemList } from './item-list';

interface ContainerCardProps {
  container: BoardContainer;
  ids: readonly string[];
  items: Readonly<Record<string, BoardItem>>;
  options: CardOptions;
  labels: BoardLabels;
}

/**
 * One project (or group) with its count against capacity. Over capacity is marked by colour and
 * by text, so it does not rest on colour alone.
 */
export const ContainerCard = memo(function ContainerCard(props: ContainerCardProps) {
  const { container, ids, items, options, labels } = props;
  const { setNodeRef, isOver } = useDroppable({ id: container.id });
  const count = ids.length;
  const isOverCapacity = count > container.capacity;
  const isFull = count === container.capacity;
  return (
    <Paper
      ref={setNodeRef}
      role="group"
      aria-label={container.name}
      withBorder
      p="xs"
      radius="md"
      data-container={container.id}
      style={{
        borderStyle: isOver ? 'dashed' : undefined,
        borderWidth: isOver || isOverCapacity ? 2 : undefined,
        borderColor: isOverCapacity
          ? 'var(--mantine-color-red-8)'
          : isOver
            ? 'var(--mantine-color-indigo-8)'
            : undefined,
        minHeight: 72,
      }}
    >
      <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start" mb={6}>
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {container.name}
          </Title>
          {container.section && (
            <Text fz="xs" c="dimmed">
              {container.section}
            </Text>
          )}
        </div>
        <Badge
          variant={isOverCapacity ? 'filled' : 'light'}
          color={isOverCapacity ? 'red.8' : isFull ? 'indigo' : 'gray'}
          style={{ flexShrink: 0 }}
        >
          {`${count}/${container.capacity}`}
        </Badge>
      </Group>
      {isOverCapacity && (
        <Group gap={4} mb={6} c="red.8">
          <IconAlertTriangle size={14} aria-hidden />
          <Text fz="xs" fw={600} c="red.8">
            {`Over capacity by ${count - container.capacity}`}
          </Text>
        </Group>
      )}
      <ItemList
        ids={ids}
        items={items}
        options={options}
        label={`${labels.items} in ${container.name}`}
        empty={options.isReadOnly ? 'Empty' : `Empty: drop a ${labels.item} here`}
      />
    </Paper>
  );
});
