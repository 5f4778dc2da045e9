import type { PeerRoundStaff } from '@capstone/contracts';
import { Anchor, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { roundAbilities } from '../utils/round-status';
import { RoundFacts } from './round-facts';
import { RoundStatusBadge } from './round-status-badge';

/** One round in the offering's list; a course admin edits or deletes a scheduled one here. */
export function RoundCard({
  round,
  isCourseAdmin,
  onEdit,
  onDelete,
}: {
  round: PeerRoundStaff;
  isCourseAdmin: boolean;
  onEdit: (round: PeerRoundStaff) => void;
  onDelete: (round: PeerRoundStaff) => void;
}) {
  const headingId = useId();
  const can = roundAbilities(round.status, isCourseAdmin);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="peer-round-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} fz="h4" id={headingId} miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths.adminPeerRound.getHref(round.id)} inherit>
              {round.name}
            </Anchor>
          </Title>
          <RoundStatusBadge status={round.status} />
        </Group>
        <RoundFacts round={round} />
        {(can.edit || can.remove) && (
          <Group gap="xs">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit(round)}
              aria-label={`Edit round ${round.name}`}
            >
              EDIT
            </Button>
            <Button
              variant="outline"
              color="red.9"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(round)}
              aria-label={`Delete round ${round.name}`}
            >
              DELETE
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
