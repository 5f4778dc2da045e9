import type { MemberEntry } from '@capstone/contracts';
import { ActionIcon, Anchor, Badge, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { idColumn } from '@/components/table/common-columns';
import type { DataColumn } from '@/components/table/data-table';
import { paths } from '@/config/paths';
import { accessEmailLabel } from '../utils/access-email';
import { canDeleteMember } from '../utils/member-overview';
import { AccessEmailCell } from './access-email-cell';

type Column = DataColumn<MemberEntry>;

const ROLE_COLORS: Record<MemberEntry['role'], string> = {
  student: 'indigo.9',
  tutor: 'grape.9',
  'course admin': 'teal.9',
};

const name: Column = {
  id: 'name',
  header: 'Member Name',
  value: (m) => m.name,
  minWidth: 200,
  cell: (m) =>
    m.role === 'student' ? (
      <Anchor component={Link} to={paths.studentProfile.getHref(m.id)} fw={600}>
        {m.name}
      </Anchor>
    ) : (
      <Text fw={600} fz="sm">
        {m.name}
      </Text>
    ),
};
const role: Column = {
  id: 'role',
  header: 'Role',
  value: (m) => m.role,
  minWidth: 130,
  cell: (m) => (
    <Badge variant="outline" color={ROLE_COLORS[m.role]} size="sm" style={{ flexShrink: 0 }}>
      {m.role}
    </Badge>
  ),
};
const tutorial: Column = {
  id: 'tutorial',
  header: 'Tutorial',
  value: (m) => m.tutorials.join(', '),
  minWidth: 120,
};
const email: Column = { id: 'email', header: 'Email', value: (m) => m.email, minWidth: 240 };
const id: Column = idColumn();

/**
 * The access-code email of each member still without a password, and for course admins of a
 * subcourse not archived (`resendIn` set) a Resend button beside it.
 */
function accessCodeColumn(resendIn: string | null): Column {
  return {
    id: 'access',
    header: 'Access Code',
    value: accessEmailLabel,
    minWidth: 270,
    cell: (m) => <AccessEmailCell member={m} resendIn={resendIn} />,
  };
}

/**
 * /admin/allstudents: Member Name, Role, Tutorial, Email, id, with the Access Code column before
 * the id. `manage` (course admins of a subcourse not archived) adds Resend on the access codes and
 * a Delete button on student rows.
 */
export function memberColumns(
  manage: { subcourseId: string; onDelete: (member: MemberEntry) => void } | null,
): Column[] {
  const columns = [name, role, tutorial, email, accessCodeColumn(manage?.subcourseId ?? null), id];
  if (!manage) return columns;
  const { onDelete } = manage;
  return [
    ...columns,
    {
      id: 'delete',
      header: 'Delete',
      value: () => null,
      sortable: false,
      searchable: false,
      minWidth: 80,
      cell: (m) =>
        canDeleteMember(m, true) ? (
          <Tooltip label="Delete member">
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={`Delete ${m.name}`}
              onClick={() => onDelete(m)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null,
    },
  ];
}
