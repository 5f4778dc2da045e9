import type { AllocationVersion } from '@capstone/contracts';
import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  latestVersionNumber,
  versionQueryOptions,
  versionsQueryOptions,
} from '@/api/allocation-versions/get-versions';
import { FromTo } from '@/components/ui/from-to';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { LoadFailure } from './load-failure';
import { VersionMeta } from './version-meta';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 } as const;

function DetailSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>Loading the version</VisuallyHidden>
      <Skeleton h={80} radius="md" />
      <Skeleton h={160} radius="md" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The groups whose project this version changed: group, from → to. */
function Changes({ version }: { version: AllocationVersion }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="sm" radius="md">
      <Title order={2} fz="h4" id={headingId} mb="xs">
        Changes in this version
      </Title>
      {version.changes.length === 0 ? (
        <Text fz="sm">No group changed project in this version.</Text>
      ) : (
        <ul aria-label="Groups whose project changed" style={LIST_STYLE}>
          {version.changes.map((change) => (
            <Paper
              key={change.group.id}
              component="li"
              withBorder
              p="xs"
              radius="md"
              data-testid="version-change"
            >
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} fz="sm">
                  {change.group.name}
                </Text>
                {': '}
                <FromTo from={change.from} to={change.to} />
              </Text>
            </Paper>
          ))}
        </ul>
      )}
    </Paper>
  );
}

/** One project of the version with its groups, as it was when published. */
function ProjectCard({
  project,
  groups,
}: {
  project: AllocationVersion['projects'][number];
  groups: readonly { id: string; name: string }[];
}) {
  const headingId = useId();
  const isOver = groups.length > project.capacity;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="xs"
      radius="md"
      data-testid="version-project"
    >
      <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start" mb={4}>
        <Title order={3} fz="sm" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Title>
        <Badge
          variant={isOver ? 'filled' : 'light'}
          color={isOver ? 'red.8' : 'gray'}
          style={{ flexShrink: 0 }}
          aria-label={`${groups.length} of ${project.capacity} places`}
        >
          {`${groups.length}/${project.capacity}`}
        </Badge>
      </Group>
      {(project.mentor || project.min_groups > 0) && (
        <Text fz="xs" c="dimmed" mb={4}>
          {[
            project.mentor ? `Mentor: ${project.mentor.name}` : null,
            project.min_groups > 0 ? `Minimum: ${project.min_groups}` : null,
          ]
            .filter(Boolean)
            .join('. ')}
        </Text>
      )}
      {groups.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No groups
        </Text>
      ) : (
        <List fz="sm" spacing={2}>
          {groups.map((group) => (
            <List.Item key={group.id}>{group.name}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** Which group was on which project in the version, project by project. */
function Allocation({ version }: { version: AllocationVersion }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} mb="xs">
        Allocation
      </Title>
      {version.projects.length === 0 ? (
        <Text fz="sm">No project was available when this version was published.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {version.projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              groups={version.allocation[project.id] ?? []}
            />
          ))}
        </SimpleGrid>
      )}
      {version.unallocated.length > 0 && (
        <Paper withBorder p="xs" radius="md" mt="sm" data-testid="version-unallocated">
          <Title order={3} fz="sm" mb={4}>
            {`Groups without a project (${version.unallocated.length})`}
          </Title>
          <List fz="sm" spacing={2}>
            {version.unallocated.map((group) => (
              <List.Item key={group.id}>{group.name}</List.Item>
            ))}
          </List>
        </Paper>
      )}
    </section>
  );
}

/** One version: when and by whom, its changes, and its allocation per project. */
export function VersionDetail({ subcourseId, number }: { subcourseId: string; number: number }) {
  const version = useQuery(versionQueryOptions(subcourseId, number));
  const versions = useQuery(versionsQueryOptions(subcourseId));
  if (version.isPending) return <DetailSkeleton />;
  if (version.isError) {
    if (isApiError(version.error) && version.error.status === 404) {
      return <MissingVersion message={version.error.message} />;
    }
    return (
      <LoadFailure
        title="The version could not be read"
        message={version.error.message}
        onRetry={() => void version.refetch()}
        isRetrying={version.isFetching}
      />
    );
  }
  const data = version.data;
  const isLatest = versions.data ? latestVersionNumber(versions.data) === data.number : false;
  return (
    <Stack gap="md" data-testid="version-detail" data-version={data.number}>
      <Paper withBorder p="sm" radius="md">
        <Stack gap={4}>
          <VersionMeta row={data} isLatest={isLatest} />
        </Stack>
      </Paper>
      <Changes version={data} />
      <Allocation version={data} />
    </Stack>
  );
}

/** A number that names no version: say so and offer the list. */
export function MissingVersion({ message }: { message: string }) {
  return (
    <Paper withBorder p="xl" ta="center" data-testid="version-missing">
      <Text mb="md">{message}</Text>
      <Button component={Link} to={paths.allocationVersions.getHref()}>
        SEE ALL VERSIONS
      </Button>
    </Paper>
  );
}
