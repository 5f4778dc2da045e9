import { Badge, Group } from '@mantine/core';
import type { GroupRow } from '../api/group-types';
import { groupChips } from '../utils/group-profile-rules';

const badgeStyle = { flexShrink: 0 } as const;

/** Tutorial, FULL or n/m, PROJECT ALLOCATED or PROJECT UNALLOCATED. */
export function GroupStatusChips({ group }: { group: GroupRow }) {
  const chips = groupChips(group);
  return (
    <Group gap="xs" aria-label="Group status" role="group">
      <Badge variant="outline" color="gray.8" style={badgeStyle}>
        Tutorial {group.tutorial}
      </Badge>
      <Badge
        variant="filled"
        color={group.is_full ? 'red.9' : 'indigo.9'}
        style={badgeStyle}
        data-testid="group-count"
      >
        {chips.count}
      </Badge>
      <Badge
        variant="filled"
        color={group.project ? 'teal.9' : 'gray.7'}
        style={badgeStyle}
        data-testid="group-allocation"
      >
        {chips.allocation}
      </Badge>
    </Group>
  );
}
