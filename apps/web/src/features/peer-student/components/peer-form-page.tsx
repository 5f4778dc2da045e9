import { PEER_MESSAGES } from '@capstone/contracts';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { formatTimestampInZone } from '@/lib/format-date';
import { useErrorToast } from '@/lib/use-error-toast';
import { usePeerRound } from '../api/get-peer-round';
import { usePeerSubmission } from '../api/get-peer-submission';
import { useRoundCourse } from '../hooks/use-round-course';
import {
  formIntro,
  NOT_IN_ROUND,
  ROUND_NOT_FOUND,
  STATUS_COLORS,
  STATUS_LABELS,
} from '../utils/round-status';
import { PeerForm } from './peer-form';
import { PeerNotice } from './peer-notice';
import { PeerSkeleton } from './peer-skeleton';
import { SubmissionView } from './submission-view';

const TITLE = 'Peer evaluation';

/** Whether a failed load is an answer to show as a page rather than a glitch to retry. */
const refusal = (error: Error | null) =>
  isApiError(error) &&
  (error.serverMessage === PEER_MESSAGES.notInRound ||
    error.serverMessage === PEER_MESSAGES.roundNotFound ||
    error.status === 404);

/** /peer/{roundId}: the round's form while open, the saved submission afterwards. */
export function PeerFormPage({ roundId, studentId }: { roundId: string; studentId: string }) {
  const round = usePeerRound(roundId);
  const submission = usePeerSubmission(roundId);
  const error = round.error ?? submission.error;
  useErrorToast(refusal(error) ? null : error, `peer-form-${roundId}`);
  useRoundCourse(round.data?.subcourse);

  if (isApiError(error) && error.serverMessage === PEER_MESSAGES.notInRound)
    return <PeerNotice title={TITLE} message={NOT_IN_ROUND} />;
  if (isApiError(error) && error.status === 404)
    return <PeerNotice title={TITLE} message={ROUND_NOT_FOUND} />;
  if (error)
    return (
      <PeerNotice
        title={TITLE}
        message="The peer evaluation could not be loaded."
        action={
          <Button
            onClick={() => {
              void round.refetch();
              void submission.refetch();
            }}
          >
            TRY AGAIN
          </Button>
        }
      />
    );
  if (!round.data || !submission.data) return <PeerSkeleton />;

  const data = round.data;
  const dashboard = paths.studentCourseDashboard.getHref(data.subcourse);
  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BackLink to={dashboard} label="Back to the course dashboard" />
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {TITLE}: {data.name}
          </Title>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[data.status]} autoContrast>
              {STATUS_LABELS[data.status]}
            </Badge>
            <Text fz="sm" c="dimmed">
              Your group: {data.group.name}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Text>{formIntro(data, formatTimestampInZone)}</Text>
      {data.status === 'released' && (
        <Button component={Link} to={paths.peerResults.getHref(roundId)} w="fit-content">
          SEE YOUR RESULTS
        </Button>
      )}
      {data.status === 'open' ? (
        <PeerForm round={data} submission={submission.data} studentId={studentId} />
      ) : data.status === 'scheduled' ? (
        <Paper withBorder p="xl" ta="center">
          <Button component={Link} to={dashboard}>
            BACK TO THE COURSE DASHBOARD
          </Button>
        </Paper>
      ) : (
        <SubmissionView submission={submission.data} studentId={studentId} />
      )}
    </Stack>
  );
}
