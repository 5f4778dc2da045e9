import { Badge, VisuallyHidden } from '@mantine/core';
import type { GroupRow } from '../api/group-types';

/**
 * The "n/m" badge, red at capacity (ui-guide). Filled dark shades keep white text above 4.5:1;
 * screen readers also hear "full", so colour is never the only signal.
 */
export function GroupCountBadge({ group }: { group: Pick<GroupRow, 'count' | 'is_full'> }) {
  return (
    <Badge
      color={group.is_full ? 'red.9' : 'indigo.9'}
      variant="filled"
      style={{ flexShrink: 0 }}
      data-full={group.is_full}
    >
      {group.count}
      {group.is_full && <VisuallyHidden> (full)</VisuallyHidden>}
    </Badge>
  );
}
