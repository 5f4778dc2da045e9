import type { ProjectFull } from '@capstone/contracts';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataColumn } from '@/components/table/data-table';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { paths } from '@/config/paths';
import { projectClientsText, projectGroupsText } from '../utils/project-overview';

/**
 * One project on a phone: name and status, type and clients, groups, then the page's own extra
 * columns (mentor, minimum, withdrawal), each under its header, with the same controls.
 */
export function ProjectCard({
  project,
  extraColumns,
}: {
  project: ProjectFull;
  extraColumns: readonly DataColumn<ProjectFull>[];
}) {
  const about = [project.category, projectClientsText(project)].filter(Boolean).join(' · ');
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Anchor
          component={Link}
          to={paths.projectView.getHref(project.id)}
          fw={600}
          miw={0}
          style={{ overflowWrap: 'anywhere' }}
        >
          {project.name}
        </Anchor>
        <ProjectStatusBadge status={project.status} size="sm" />
      </Group>
      {about && (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {about}
        </Text>
      )}
      <Text fz="xs" style={{ overflowWrap: 'anywhere' }}>
        Groups: {projectGroupsText(project) || 'Not allocated'}
      </Text>
      {extraColumns
        .filter((column) => !column.hidden)
        .map((column) => (
          <Group key={column.id} gap="xs" justify="space-between" align="center">
            <Text fz="xs" c="dimmed" fw={600}>
              {column.header}
            </Text>
            <Box miw={0}>
              {column.cell ? column.cell(project) : String(column.value(project) ?? '')}
            </Box>
          </Group>
        ))}
    </>
  );
}
