import type { PeerRoundStaff } from '@capstone/contracts';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { OverviewLayout } from '@/components/layouts/overview-layout';
import { LoadError } from '@/components/table/load-error';
import { errorToastText } from '@/lib/api-error';
import { useLoggedError } from '@/lib/use-logged-error';
import { usePeerRounds } from '../api/get-peer-rounds';
import { DeleteRoundDialog } from './delete-round-dialog';
import { RoundCard } from './round-card';
import { RoundFormDialog, type RoundFormTarget } from './round-form-dialog';

export const PEER_TITLE = 'Peer Evaluation';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

function RoundsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the rounds">
      {[0, 1].map((key) => (
        <Skeleton key={key} height={190} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * /admin/peer: the offering's peer evaluation rounds. Course admins create, edit and delete
 * rounds; tutors read them.
 */
export function PeerRoundsPage({
  subcourseId,
  isCourseAdmin,
}: {
  subcourseId: string;
  isCourseAdmin: boolean;
}) {
  const rounds = usePeerRounds(subcourseId);
  const [formTarget, setFormTarget] = useState<RoundFormTarget | null>(null);
  const [deleting, setDeleting] = useState<PeerRoundStaff | null>(null);
  const headingId = useId();
  useLoggedError(rounds.error);

  const create = () => setFormTarget({ mode: 'create', subcourseId });
  const createButton = isCourseAdmin && (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create}>
      CREATE ROUND
    </Button>
  );

  let body;
  if (rounds.isPending) {
    body = <RoundsSkeleton />;
  } else if (rounds.error) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <LoadError
          message={errorToastText(rounds.error, 'The rounds could not be loaded.')}
          onRetry={() => void rounds.refetch()}
        />
      </Paper>
    );
  } else if (rounds.data.length === 0) {
    body = (
      <Paper withBorder p="xl" ta="center" data-testid="peer-rounds-empty">
        <Text mb={isCourseAdmin ? 'md' : 0}>
          {isCourseAdmin
            ? 'This offering has no peer evaluation round yet. Create one to let students rate how much each teammate contributed.'
            : 'This offering has no peer evaluation round yet. A course admin creates them.'}
        </Text>
        {createButton}
      </Paper>
    );
  } else {
    body = (
      <Stack gap="md" component="ul" aria-labelledby={headingId} style={LIST_STYLE}>
        {rounds.data.map((round) => (
          <li key={round.id}>
            <RoundCard
              round={round}
              isCourseAdmin={isCourseAdmin}
              onEdit={(r) => setFormTarget({ mode: 'edit', round: r })}
              onDelete={setDeleting}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <OverviewLayout title={PEER_TITLE} subcourseId={subcourseId}>
      <Stack gap="md">
        <Text c="dimmed" fz="sm">
          Students rate how much each teammate contributed to their group&apos;s work. When a round
          closes, each student gets a contribution factor that adjusts the group&apos;s mark.
          Students see only their own results, and only once you release them.
        </Text>
        {!isCourseAdmin && (
          <Alert variant="light" role="note">
            You see the groups of your tutorials. Only course admins can create, change, close or
            release rounds.
          </Alert>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} fz="h3" id={headingId}>
            Rounds
          </Title>
          {rounds.data && rounds.data.length > 0 && createButton}
        </Group>
        {body}
      </Stack>
      <RoundFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteRoundDialog round={deleting} onClose={() => setDeleting(null)} />
    </OverviewLayout>
  );
}
