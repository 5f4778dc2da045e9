import type { ProjectFull } from '@capstone/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { canDeleteProject, canShowGroups } from '../utils/project-status';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { WithdrawnBadge, withdrawnLine } from '@/components/ui/withdrawn-badge';

interface ClientProjectRowProps {
  project: ProjectFull;
  onDelete: (project: ProjectFull) => void;
}

/** One of the client's projects: name linking to its page, status, and the row actions. */
export function ClientProjectRow({ project, onDelete }: ClientProjectRowProps) {
  const name = project.name || 'Untitled project';
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="client-project-row">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
              <Badge variant="outline" color="gray" size="sm" style={{ flexShrink: 0 }}>
                #{project.proj_no}
              </Badge>
              <Anchor
                component={Link}
                to={paths.projectView.getHref(project.id)}
                fw={600}
                lineClamp={2}
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Anchor>
            </Group>
            <Text fz="sm" c="dimmed">
              {[project.category, `${project.capacity} group${project.capacity === 1 ? '' : 's'}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Group gap={4} style={{ flexShrink: 0 }}>
            <ProjectStatusBadge status={project.status} />
            {project.withdrawn && <WithdrawnBadge />}
          </Group>
        </Group>
        {project.withdrawn && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {withdrawnLine(project.withdrawn)} Reason: {project.withdrawn.reason}
          </Text>
        )}
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.projectView.getHref(project.id)}
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={`View ${name}`}
          >
            View
          </Button>
          <Button
            component={Link}
            to={paths.projectEdit.getHref(project.id)}
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
          {canShowGroups(project.status) && (
            <Tooltip label="Allocated groups appear here in a later release">
              <Button
                size="xs"
                variant="light"
                color="gray"
                leftSection={<IconUsersGroup size={14} aria-hidden />}
                data-disabled
                onClick={(event) => event.preventDefault()}
                aria-disabled="true"
              >
                Groups
              </Button>
            </Tooltip>
          )}
          {canDeleteProject(project.status) && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onDelete(project)}
              aria-label={`Delete ${name}`}
            >
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
