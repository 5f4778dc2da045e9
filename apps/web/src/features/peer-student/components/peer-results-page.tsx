import { PEER_MESSAGES } from '@capstone/contracts';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useErrorToast } from '@/lib/use-error-toast';
import { useMyPeerResults } from '../api/get-my-peer-results';
import { useRoundCourse } from '../hooks/use-round-course';
import {
  FACTOR_EXPLANATION,
  factorReading,
  markSentences,
  twoDecimals,
} from '../utils/results-summary';
import { NOT_IN_ROUND, NOT_RELEASED, ROUND_NOT_FOUND } from '../utils/round-status';
import { DimensionBars } from './dimension-bars';
import { PeerNotice } from './peer-notice';
import { PeerSkeleton } from './peer-skeleton';

const TITLE = 'Peer evaluation results';

const answered = (error: Error | null) =>
  isApiError(error) &&
  (error.serverMessage === PEER_MESSAGES.notReleased ||
    error.serverMessage === PEER_MESSAGES.notInRound ||
    error.status === 404);

/** /peer/{roundId}/results: the student's own summary once the round's results are released. */
export function PeerResultsPage({ roundId }: { roundId: string }) {
  const results = useMyPeerResults(roundId);
  const error = results.error;
  useErrorToast(answered(error) ? null : error, `peer-results-${roundId}`);
  useRoundCourse(results.data?.round.subcourse);

  if (isApiError(error) && error.serverMessage === PEER_MESSAGES.notReleased)
    return (
      <PeerNotice
        title={TITLE}
        message={NOT_RELEASED}
        action={
          <Button component={Link} to={paths.peerRound.getHref(roundId)}>
            VIEW YOUR SUBMISSION
          </Button>
        }
      />
    );
  if (isApiError(error) && error.serverMessage === PEER_MESSAGES.notInRound)
    return <PeerNotice title={TITLE} message={NOT_IN_ROUND} />;
  if (isApiError(error) && error.status === 404)
    return <PeerNotice title={TITLE} message={ROUND_NOT_FOUND} />;
  if (error)
    return (
      <PeerNotice
        title={TITLE}
        message="Your results could not be loaded."
        action={<Button onClick={() => void results.refetch()}>TRY AGAIN</Button>}
      />
    );
  if (results.isPending) return <PeerSkeleton cards={3} />;

  const data = results.data;
  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <BackLink
          to={paths.studentCourseDashboard.getHref(data.round.subcourse)}
          label="Back to the course dashboard"
        />
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {TITLE}: {data.round.name}
          </Title>
          <Text fz="sm" c="dimmed">
            Your group: {data.round.group.name}
          </Text>
        </Stack>
      </Group>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="peer-factor">
        <Title order={2} fz="h3" id="peer-factor" mb="xs">
          Your contribution factor
        </Title>
        <Text fz={36} fw={700} lh={1.2}>
          {twoDecimals(data.factor)}
        </Text>
        <Text fw={600} mt="xs">
          {factorReading(data.factor)}
        </Text>
        <Text fz="sm" c="dimmed" mt="xs">
          {FACTOR_EXPLANATION}
        </Text>
        <Stack gap={4} mt="md">
          {markSentences(data).map((sentence) => (
            <Text key={sentence}>{sentence}</Text>
          ))}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="peer-scores">
        <Title order={2} fz="h3" id="peer-scores" mb="xs">
          Your ratings by question
        </Title>
        <Text fz="sm" c="dimmed" mb="md">
          Scores run from 1 to 5. Averages hide who gave which score.
        </Text>
        <Stack gap="lg">
          {data.dimensions.map((dimension) => (
            <DimensionBars
              key={dimension.key}
              dimension={dimension}
              selfRating={data.round.self_rating}
            />
          ))}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="peer-comments">
        <Title order={2} fz="h3" id="peer-comments" mb="xs">
          Comments from your teammates
        </Title>
        {data.comments.length === 0 ? (
          <Text>No comments from your teammates were released to you.</Text>
        ) : (
          <>
            <Text fz="sm" c="dimmed" mb="sm">
              Shown without names, in alphabetical order.
            </Text>
            <List spacing="xs">
              {data.comments.map((comment, i) => (
                <List.Item key={i} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Card>
    </Stack>
  );
}
