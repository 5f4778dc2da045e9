import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { PreferenceOut } from '../api/group-types';

/** A ranking: rank, project number and name, first area, and the notes (pitch). */
export function PreferenceList({ preferences }: { preferences: readonly PreferenceOut[] }) {
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {[...preferences]
        .sort((a, b) => a.rank - b.rank)
        .map((preference) => (
          <li key={preference.project.id}>
            <Stack gap={2}>
              <Group gap="xs" wrap="wrap">
                <Text fw={700} fz="sm">
                  <VisuallyHidden>Rank </VisuallyHidden>
                  {preference.rank}.
                </Text>
                <Anchor component={Link} to={paths.projectView.getHref(preference.project.id)}>
                  {`Project ${preference.project.proj_no}: ${preference.project.name}`}
                </Anchor>
                {preference.project.areas[0] && (
                  <Badge variant="outline" color="gray.8" size="sm" style={{ flexShrink: 0 }}>
                    {preference.project.areas[0]}
                  </Badge>
                )}
              </Group>
              {preference.notes && (
                <Text fz="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                  {preference.notes}
                </Text>
              )}
            </Stack>
          </li>
        ))}
    </Stack>
  );
}
