import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useMembers } from '@/api/members/get-members';
import { formatTimestamp } from '@/lib/format-date';
import { useRemovalTrail } from '../api/get-removed-students';
import { removedStudents, type RemovedStudent } from '../utils/removed-students';

interface RemovedStudentsProps {
  subcourseId: string;
  /** Course admins only: they read the trail and may erase. */
  enabled: boolean;
  onErase: (student: RemovedStudent) => void;
}

/**
 * Students removed from this offering, under the members table: removing someone keeps what the
 * offering holds about them, and erasing it is a separate, deliberate step taken here (when the
 * student asks, for example), each with its own confirmation.
 */
export function RemovedStudents({ subcourseId, enabled, onErase }: RemovedStudentsProps) {
  const headingId = useId();
  const trail = useRemovalTrail(subcourseId, enabled);
  const members = useMembers(subcourseId);
  const removed = useMemo(
    () =>
      trail.data && members.data
        ? removedStudents(trail.data.removals, trail.data.erasures, members.data)
        : [],
    [trail.data, members.data],
  );
  if (!enabled || removed.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        Removed students
      </Title>
      <Text fz="sm" c="dimmed">
        Their accounts remain. What this offering holds about them (enrolment, wishlist, rankings,
        pitches, group place, posts and this offering&apos;s emails to them) stays until you erase
        it, for example when a student asks.
      </Text>
      <Paper withBorder>
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {removed.map((student, index) => (
            <Group
              key={student.id}
              component="li"
              justify="space-between"
              gap="sm"
              p="sm"
              style={
                index > 0
                  ? { borderTop: '1px solid var(--mantine-color-default-border)' }
                  : undefined
              }
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm">
                  {student.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  Removed {formatTimestamp(student.removedAt)}
                </Text>
              </div>
              {student.erasedAt ? (
                <Text fz="sm" c="dimmed">
                  Data erased {formatTimestamp(student.erasedAt)}
                </Text>
              ) : (
                <Button
                  variant="outline"
                  color="red.9"
                  size="compact-sm"
                  aria-label={`Erase their data: ${student.name}`}
                  onClick={() => onErase(student)}
                >
                  ERASE THEIR DATA
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
