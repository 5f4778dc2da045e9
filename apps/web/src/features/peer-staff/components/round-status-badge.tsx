import type { PeerRoundStatus } from '@capstone/contracts';
import { Badge } from '@mantine/core';
import { ROUND_STATUS_COLORS, ROUND_STATUS_LABELS } from '../utils/round-status';

/** A round's status in words, in its colour. */
export function RoundStatusBadge({ status }: { status: PeerRoundStatus }) {
  return (
    <Badge
      color={ROUND_STATUS_COLORS[status]}
      autoContrast
      variant="filled"
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {ROUND_STATUS_LABELS[status]}
    </Badge>
  );
}
