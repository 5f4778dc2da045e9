import { Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { latestVersionNumber, versionsQueryOptions } from '@/api/allocation-versions/get-versions';
import { paths } from '@/config/paths';
import { newestFirst } from '../utils/version-text';
import { LoadFailure } from './load-failure';
import { VersionMeta } from './version-meta';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;

function ListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>Loading the versions</VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={120} radius="md" />
      ))}
    </Stack>
  );
}

/** Every published version, newest first, each with a way to open it. */
export function VersionList({ subcourseId }: { subcourseId: string }) {
  const versions = useQuery({ ...versionsQueryOptions(subcourseId), staleTime: 0 });
  if (versions.isPending) return <ListSkeleton />;
  if (versions.isError) {
    return (
      <LoadFailure
        title="The versions could not be read"
        message={versions.error.message}
        onRetry={() => void versions.refetch()}
        isRetrying={versions.isFetching}
      />
    );
  }
  if (versions.data.length === 0) {
    return (
      <Paper withBorder p="xl" ta="center" data-testid="versions-empty">
        <Text mb="md">
          No version is published yet. Each time the project allocation is published, a new version
          is recorded here.
        </Text>
        <Button component={Link} to={paths.projectAllocation.getHref()}>
          GO TO THE BOARD
        </Button>
      </Paper>
    );
  }
  const latest = latestVersionNumber(versions.data);
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Newest first. Each publish of the project allocation makes a new version; a version never
        changes afterwards.
      </Text>
      <ul aria-label="Versions" style={LIST_STYLE}>
        {newestFirst(versions.data).map((row) => (
          <Paper
            key={row.number}
            component="li"
            withBorder
            p="sm"
            radius="md"
            data-testid="version-row"
            data-version={row.number}
          >
            <Stack gap={4}>
              <Title order={2} fz="h4">
                {`Version ${row.number}`}
              </Title>
              <VersionMeta row={row} isLatest={row.number === latest} />
              <Button
                component={Link}
                to={paths.allocationVersions.getHref(row.number)}
                variant="light"
                size="compact-sm"
                mt={4}
                style={{ alignSelf: 'flex-start' }}
              >
                {`OPEN VERSION ${row.number}`}
              </Button>
            </Stack>
          </Paper>
        ))}
      </ul>
    </Stack>
  );
}
