import type { ChangeRequest } from '@capstone/contracts';
import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '../utils/request-status';

/** A request's status in the words its reader uses (`label`), in the status's colour. */
export function RequestStatusBadge({
  request,
  label,
}: {
  request: Pick<ChangeRequest, 'status'>;
  label: string;
}) {
  return (
    <Badge
      color={STATUS_COLORS[request.status]}
      autoContrast
      variant="filled"
      data-status={request.status}
      // The group's words can be a whole sentence: let them wrap instead of being cut.
      style={{ flexShrink: 0, textTransform: 'none', height: 'auto', whiteSpace: 'normal' }}
      py={2}
    >
      {label}
    </Badge>
  );
}
