import { Badge } from '@mantine/core';
import { PROJECT_STATUS_COLORS } from '@/components/ui/project-status-badge';
import { clientStatusLabel } from '../utils/client-overview';

/** Verified in the accessible green of available projects, unverified in amber. */
export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return (
    <Badge
      color={isVerified ? PROJECT_STATUS_COLORS.available : 'yellow.5'}
      autoContrast
      size="sm"
      variant="filled"
    >
      {clientStatusLabel(isVerified)}
    </Badge>
  );
}
