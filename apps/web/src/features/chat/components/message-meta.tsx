import { Avatar, Group, Text } from '@mantine/core';
import { formatTimestamp } from '@/lib/format-date';
import { initialOf } from '../utils/chat-people';
import { relativeTime } from '../utils/relative-time';

interface MessageMetaProps {
  name: string | undefined;
  date: string;
  now: number;
  size?: 'sm' | 'md';
}

/** Creator initial and name with the relative date (full timestamp on hover and for readers). */
export function MessageMeta({ name, date, now, size = 'md' }: MessageMetaProps) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar size={size === 'md' ? 32 : 24} radius="xl" color="indigo" aria-hidden>
        {initialOf(name)}
      </Avatar>
      <Text fw={600} fz={size} truncate="end" miw={0}>
        {name ?? 'Unknown member'}
      </Text>
      <Text
        component="time"
        dateTime={date}
        title={formatTimestamp(date)}
        c="dimmed"
        fz="xs"
        style={{ whiteSpace: 'nowrap' }}
      >
        {relativeTime(date, now)}
      </Text>
    </Group>
  );
}
