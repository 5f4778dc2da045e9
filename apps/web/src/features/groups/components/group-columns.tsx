import { Badge, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { dimmedText, idColumn, nameLinkColumn } from '@/components/table/common-columns';
import type { DataColumn } from '@/components/table/data-table';
import { paths } from '@/config/paths';
import type { GroupRow } from '../api/group-types';
import { joinState, JOIN_STATE_LABELS, memberNamesText } from '../utils/group-rules';
import { GroupCountBadge } from './group-count-badge';

type Column = DataColumn<GroupRow>;

const name: Column = nameLinkColumn('Group Name', (g) => paths.groupProfile.getHref(g.id));
const tutorial: Column = {
  id: 'tutorial',
  header: 'Tutorial',
  value: (g) => g.tutorial,
  minWidth: 110,
};
const count: Column = {
  id: 'count',
  header: 'Count',
  // "n/m" sorts by n in natural order, and exports as the spec shows it.
  value: (g) => g.count,
  minWidth: 100,
  searchable: false,
  cell: (g) => <GroupCountBadge group={g} />,
};
const members: Column = {
  id: 'members',
  header: 'Members',
  value: memberNamesText,
  minWidth: 260,
  cell: (g) => memberNamesText(g) || dimmedText('No members yet'),
};
const bio: Column = {
  id: 'bio',
  header: 'Bio',
  value: (g) => g.bio ?? '',
  minWidth: 220,
  cell: (g) =>
    g.bio ? (
      <Text fz="sm" lineClamp={2}>
        {g.bio}
      </Text>
    ) : (
      dimmedText('No bio yet')
    ),
};
const id: Column = idColumn();

const join: Column = {
  id: 'join',
  header: 'Join',
  value: (g) => JOIN_STATE_LABELS[joinState(g)],
  minWidth: 140,
  searchable: false,
  cell: (g) => {
    const state = joinState(g);
    if (state === 'join') {
      return (
        <Button
          component={Link}
          to={paths.groupProfile.getHref(g.id)}
          size="xs"
          aria-label={`Join ${g.name}`}
        >
          Join
        </Button>
      );
    }
    return (
      <Badge
        variant="outline"
        color={state === 'mine' ? 'teal.9' : 'red.9'}
        data-state={state}
        style={{ flexShrink: 0 }}
      >
        {JOIN_STATE_LABELS[state]}
      </Badge>
    );
  },
};

/** /admin/allgroups: Group Name, Tutorial, Count (n/m), Members, id. */
export const STAFF_GROUP_COLUMNS: readonly Column[] = [name, tutorial, count, members, id];
/** /allGroups: group name, tutorial, count, bio, members, and the join state (mine flag). */
export const STUDENT_GROUP_COLUMNS: readonly Column[] = [name, tutorial, count, bio, members, join];
