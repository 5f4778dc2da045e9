import { PROJECT_MESSAGES, type ProjectView } from '@capstone/contracts';
import {
  ActionIcon,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useProject } from '@/api/projects/get-project';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { WithdrawnBadge, WithdrawnNotice } from '@/components/ui/withdrawn-badge';
import { formatDate } from '@/lib/format-date';
import { PROJECT_TEXT } from '../utils/project-text';
import { headerActions, isFullView, PROJECT_SECTIONS } from '../utils/project-view';
import { canWithdraw } from '../utils/project-withdrawal';
import { CollapsibleSection } from './collapsible-section';
import { ProjectReviewActions } from './project-review-actions';
import { ProjectSidePanel } from './project-side-panel';
import { WishlistButton } from './wishlist-button';
import { WithdrawProjectButton } from './withdraw-project-button';

export interface ProjectViewer {
  isStudent: boolean;
  /** Course admin of the selected subcourse (tutors are staff without the actions). */
  isCourseAdmin: boolean;
  /** The selected course: the student's or the admin's subcourse. */
  subcourseId: string | null;
}

interface ProjectDetailProps {
  projectId: string;
  viewer: ProjectViewer;
  onBack: () => void;
  onReviewed: () => void;
  onRemoved: () => void;
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Tooltip label="Back">
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Back" onClick={onBack}>
        <IconArrowLeft size={20} />
      </ActionIcon>
    </Tooltip>
  );
}

function Dates({ project }: { project: ProjectView }) {
  return (
    <Stack gap={0} fz="sm" data-testid="project-dates">
      <Text fz="sm">
        <Text span c="dimmed" fz="sm">
          Published:{' '}
        </Text>
        {formatDate(project.date_created)}
      </Text>
      <Text fz="sm">
        <Text span c="dimmed" fz="sm">
          Last Modified:{' '}
        </Text>
        {formatDate(project.date_modified)}
      </Text>
    </Stack>
  );
}

/** The project page for every role; role and status decide the header's right side. */
export function ProjectDetail({
  projectId,
  viewer,
  onBack,
  onReviewed,
  onRemoved,
}: ProjectDetailProps) {
  const { data: project, error, isPending } = useProject(projectId);

  useEffect(() => {
    if (error) toast.error(PROJECT_MESSAGES.loadFailed, { id: 'project-view' });
  }, [error]);

  if (isPending) {
    return (
      <Stack gap="lg" py="md" role="status" aria-busy="true" aria-label="Loading project">
        <Group gap="sm">
          <Skeleton height={34} width={34} circle />
          <Skeleton height={32} width="45%" />
        </Group>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {[0, 1, 2, 3].map((key) => (
                <Stack key={key} gap={6}>
                  <Skeleton height={20} width={180} />
                  <Skeleton height={12} />
                  <Skeleton height={12} width="85%" />
                </Stack>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={260} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap="lg" py="md">
        <Group gap="sm">
          <BackButton onBack={onBack} />
          <Title order={1}>{PROJECT_MESSAGES.unavailable}</Title>
        </Group>
        <Paper withBorder p="xl" ta="center">
          <Text>{PROJECT_TEXT.notFound}</Text>
        </Paper>
      </Stack>
    );
  }

  const full = isFullView(project) ? project : null;
  const actions = headerActions(
    project.status,
    viewer.isCourseAdmin,
    full !== null && canWithdraw(full),
  );
  // The subcourse a removal or withdrawal is about is the one the project is available in.
  const decisionSubcourse =
    (actions === 'remove' || actions === 'withdraw') && 'subcourse' in project && project.subcourse
      ? project.subcourse
      : viewer.subcourseId;
  const wishlistSubcourse =
    viewer.subcourseId ?? ('subcourse' in project ? project.subcourse : null);

  let headerSide: ReactNode = <Dates project={project} />;
  if (actions === 'withdraw' && full) {
    headerSide = <WithdrawProjectButton project={full} subcourseId={decisionSubcourse} />;
  } else if (actions !== 'dates' && actions !== 'withdraw') {
    headerSide = (
      <ProjectReviewActions
        projectId={project.id}
        subcourseId={decisionSubcourse}
        actions={actions}
        onReviewed={onReviewed}
        onRemoved={onRemoved}
      />
    );
  } else if (viewer.isStudent && wishlistSubcourse) {
    headerSide = (
      <Group gap="md" wrap="nowrap">
        <Dates project={project} />
        <WishlistButton projectId={project.id} subcourseId={wishlistSubcourse} />
      </Group>
    );
  }

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 320px' }}>
          <BackButton onBack={onBack} />
          <Stack gap={4} miw={0}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
              {project.name || PROJECT_MESSAGES.unavailable}
            </Title>
            {isFullView(project) && (
              <Group gap="xs">
                <Text fz="sm" c="dimmed">
                  Project #{project.proj_no}
                </Text>
                <ProjectStatusBadge status={project.status} size="sm" />
                {project.withdrawn && <WithdrawnBadge size="sm" />}
              </Group>
            )}
          </Stack>
        </Group>
        {headerSide}
      </Group>
      {full?.withdrawn && <WithdrawnNotice withdrawn={full.withdrawn} />}

      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {PROJECT_SECTIONS.map(({ title, field }) => (
              <CollapsibleSection key={field} title={title} text={project[field] ?? ''} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProjectSidePanel project={project} showTerms={!viewer.isStudent} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
