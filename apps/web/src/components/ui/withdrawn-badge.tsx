import type { ProjectFull } from '@capstone/contracts';
import { Alert, Badge, Text, type BadgeProps } from '@mantine/core';
import { formatTimestamp } from '@/lib/format-date';

export type ProjectWithdrawal = NonNullable<ProjectFull['withdrawn']>;

/** Staff withdrew the project after publishing: red, so it is not read as merely unavailable. */
export function WithdrawnBadge(props: BadgeProps) {
  return (
    <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }} {...props}>
      Withdrawn
    </Badge>
  );
}

/** "Withdrawn on 03/05/2026 10:15 AM by Ann Lee." */
export const withdrawnLine = (withdrawn: ProjectWithdrawal) =>
  `Withdrawn on ${formatTimestamp(withdrawn.at)}${withdrawn.by ? ` by ${withdrawn.by.name}` : ''}.`;

/** Who withdrew the project, when and why: for its staff and clients. */
export function WithdrawnNotice({ withdrawn }: { withdrawn: ProjectWithdrawal }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="note"
      // Red 9 keeps the bold title above 4.5:1 on the red tint (Mantine's red 6 is 3.3:1).
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
      title="This project was withdrawn"
      data-testid="withdrawn-notice"
    >
      <Text fz="sm">{withdrawnLine(withdrawn)}</Text>
      <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        Reason: {withdrawn.reason}
      </Text>
      <Text fz="sm" mt={4} c="dimmed">
        Its groups keep it until staff publish the next allocation.
      </Text>
    </Alert>
  );
}
