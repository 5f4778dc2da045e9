import { SEARCH_MAX_LENGTH, type ProjectStudent } from '@capstone/contracts';
import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorToastText } from '@/lib/api-error';
import { useSearchProjects } from '../api/search-projects';

/** Wait after the last key press before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

function ProjectResultCard({ project }: { project: ProjectStudent }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={paths.projectView.getHref(project.id)}
      aria-label={`${project.name}, project ${project.proj_no}`}
      data-testid="project-card"
      style={{ borderTop: `4px solid ${project.color || 'var(--mantine-primary-color-filled)'}` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Text>
          <Badge variant="outline" color="gray" size="sm" style={{ flexShrink: 0 }}>
            #{project.proj_no}
          </Badge>
        </Group>
        {project.category && (
          <Text fz="sm" c="dimmed">
            {project.category}
          </Text>
        )}
        {project.background && (
          <Text fz="sm" lineClamp={3}>
            {project.background}
          </Text>
        )}
        {project.areas.length > 0 && (
          <Group gap={4}>
            {project.areas.slice(0, 4).map((area) => (
              <Badge key={area} variant="light" radius="sm" size="sm" tt="none">
                {area}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * 'Find a project': a search box (at most 30 characters, debounced) over the course's projects,
 * cards opening each project, and a heart to the preference page.
 */
export function ProjectSearch({ subcourseId }: { subcourseId: string }) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isPending, isFetching, isPlaceholderData } = useSearchProjects(
    subcourseId,
    debounced,
  );

  useEffect(() => {
    if (error)
      toast.error(errorToastText(error, 'Projects could not be loaded.'), { id: 'search' });
  }, [error]);

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          Find a project
        </Title>
        <Tooltip label="My project preferences">
          <ActionIcon
            component={Link}
            to={paths.studentPreference.getHref()}
            variant="light"
            color="red"
            size="lg"
            aria-label="My project preferences"
          >
            <IconHeart size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <TextInput
        label="Search projects"
        placeholder="Name, skill, area or category"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={isFetching && !isPending ? <Loader size="xs" /> : null}
        w={{ base: '100%', sm: 420 }}
      />
      {isPending ? (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          role="status"
          aria-busy="true"
          aria-label="Loading projects"
        >
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : !data ? (
        <Paper withBorder p="xl" ta="center">
          <Text>The projects could not be loaded.</Text>
        </Paper>
      ) : data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text>
            {debounced
              ? `No project matches "${debounced}".`
              : 'No project is available in this course yet.'}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          aria-busy={isPlaceholderData}
          style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
        >
          {data.map((project) => (
            <ProjectResultCard key={project.id} project={project} />
          ))}
        </SimpleGrid>
      )}
      <VisuallyHidden aria-live="polite">
        {data ? `${data.length} project${data.length === 1 ? '' : 's'} found` : ''}
      </VisuallyHidden>
    </Stack>
  );
}
