import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatTimestampInZone } from '@/lib/format-date';
import { useErrorToast } from '@/lib/use-error-toast';
import { useMyPeerRounds } from '../api/get-my-peer-rounds';
import {
  roundAction,
  roundWhen,
  STATUS_COLORS,
  STATUS_LABELS,
  submittedLabel,
} from '../utils/round-status';

/**
 * The student dashboard's "Peer evaluation" card: the offering's rounds the student is in, with
 * the way to each form or summary. An offering without rounds for them shows no card at all.
 */
export function PeerRoundsCard({ subcourseId }: { subcourseId: string }) {
  const rounds = useMyPeerRounds(subcourseId);
  useErrorToast(rounds.error, 'peer-rounds');
  if (!rounds.data || rounds.data.length === 0) return null;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="peer-rounds">
      <Title order={2} fz="h4" id="peer-rounds" mb="sm">
        Peer evaluation
      </Title>
      <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rounds.data.map((round) => {
          const action = roundAction(round);
          const to =
            action?.page === 'results'
              ? paths.peerResults.getHref(round.id)
              : paths.peerRound.getHref(round.id);
          return (
            <Group key={round.id} component="li" justify="space-between" align="center" gap="sm">
              <Stack gap={4} miw={0}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {round.name}
                  </Text>
                  <Badge color={STATUS_COLORS[round.status]} autoContrast>
                    {STATUS_LABELS[round.status]}
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed">
                  {roundWhen(round, formatTimestampInZone)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {round.submitted ? (
                    <IconCircleCheck size={18} aria-hidden />
                  ) : (
                    <IconCircleDashed size={18} aria-hidden />
                  )}
                  <Text fz="sm">{submittedLabel(round.submitted)}</Text>
                </Group>
              </Stack>
              {action && (
                <Button
                  component={Link}
                  to={to}
                  size="sm"
                  variant={round.status === 'open' && !round.submitted ? 'filled' : 'default'}
                  aria-label={`${action.label}: ${round.name}`}
                >
                  {action.label}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
