import type { Mentor } from '@capstone/contracts';
import { Badge, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { LoadError } from '@/components/table/load-error';
import { errorToastText } from '@/lib/api-error';
import { useMentors } from '../api/get-mentors';
import { isOverQuota, loadText } from '../utils/mentor-rules';
import { MentorQuotaForm } from './mentor-quota-form';

function MentorCard({
  mentor,
  subcourseId,
  canEdit,
}: {
  mentor: Mentor;
  subcourseId: string;
  canEdit: boolean;
}) {
  const headingId = useId();
  const over = isOverQuota(mentor);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} fz="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {mentor.mentor.name}
          </Title>
          {over && (
            <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }}>
              Over quota
            </Badge>
          )}
        </Group>
        <Text fz="sm">
          <Text span c="dimmed" fz="sm">
            Projects:{' '}
          </Text>
          {mentor.projects.length > 0
            ? mentor.projects.map((project) => project.name).join(', ')
            : 'None'}
        </Text>
        <Text fz="sm" data-testid="mentor-load">
          <Text span c="dimmed" fz="sm">
            Load in the published allocation:{' '}
          </Text>
          {loadText(mentor)}
        </Text>
        {over && (
          <Text fz="sm" c="red.9">
            More groups than the quota: publishing this allocation again needs an override.
          </Text>
        )}
        {canEdit ? (
          <MentorQuotaForm mentor={mentor} subcourseId={subcourseId} />
        ) : (
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              Quota:{' '}
            </Text>
            {mentor.quota === null ? 'No limit' : mentor.quota}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The Mentors panel of the projects page: each mentor's projects, their load in the published
 * allocation and their quota. Course admins set quotas; tutors read them.
 */
export function MentorsPanel({ subcourseId, canEdit }: { subcourseId: string; canEdit: boolean }) {
  const mentors = useMentors(subcourseId);
  const headingId = useId();

  let body;
  if (mentors.isPending) {
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        role="status"
        aria-busy="true"
        aria-label="Loading mentors"
      >
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (mentors.error) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <LoadError
          message={errorToastText(mentors.error, 'The mentors could not be loaded.')}
          onRetry={() => void mentors.refetch()}
        />
      </Paper>
    );
  } else if (mentors.data.length === 0) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Text>
          {canEdit
            ? 'No project has a mentor yet. Choose one in the Mentor column of the table above.'
            : 'No project has a mentor yet.'}
        </Text>
      </Paper>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {mentors.data.map((mentor) => (
          <MentorCard
            key={mentor.mentor.id}
            mentor={mentor}
            subcourseId={subcourseId}
            canEdit={canEdit}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} fz="h3" id={headingId}>
          Mentors
        </Title>
        <Text c="dimmed" fz="sm">
          A mentor is a course admin or tutor of this offering. Their quota is the most groups their
          projects may hold together; suggestions never go over it. A project&apos;s minimum is a
          wish, not a rule: suggestions try to give it that many groups.
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
