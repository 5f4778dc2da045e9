import { Anchor, Badge, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStudentPreferences } from '../api/get-student-preferences';
import { projectLabel } from './project-tile';

interface RankedPreferenceListProps {
  subcourseId: string;
  studentId: string;
  /** Builds the link of each project's page. */
  projectHref: (projectId: string) => string;
  /** Shown under the list, e.g. the own profile's link to the ranking screen. */
  action?: ReactNode;
}

/** A student's individual ranking in one course, as a read-only numbered list. */
export function RankedPreferenceList(props: RankedPreferenceListProps) {
  const { subcourseId, studentId, projectHref, action } = props;
  const ranking = useStudentPreferences(subcourseId, studentId);

  if (ranking.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading preferences">
        <Skeleton height={20} />
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  }
  if (ranking.error) return <Text c="dimmed">{ranking.error.message}</Text>;
  return (
    <Stack gap="sm">
      {ranking.data.length === 0 ? (
        <Text c="dimmed">No projects are ranked yet.</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {ranking.data.map((entry) => (
            <Group key={entry.project.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <Badge circle variant="filled" aria-hidden>
                {entry.rank}
              </Badge>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={projectHref(entry.project.id)}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  <VisuallyHidden component="span">{`Rank ${entry.rank}: `}</VisuallyHidden>
                  {projectLabel(entry.project)}
                </Anchor>
                {entry.notes && (
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {entry.notes}
                  </Text>
                )}
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
      {action}
    </Stack>
  );
}
