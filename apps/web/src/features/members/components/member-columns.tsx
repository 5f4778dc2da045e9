import type { MemberEntry } from '@capstone/contracts';
import { ActionIcon, Anchor, Badge, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { idColumn } from '@/components/table/common-columns';
import type { DataColumn } from '@/components/table/data-table';
import { paths } from '@/config/paths';
import { signInText } from '../utils/access-email';
import { canRemoveMember } from '../utils/member-overview';
import { SignInCell } from './sign-in-cell';

type Column = DataColumn<MemberEntry>;

/** What a course admin may do to the members: resend codes in S, remove a student. */
export interface MemberManagement {
  subcourseId: string;
  onRemove: (member: MemberEntry) => void;
}

const ROLE_COLORS: Record<MemberEntry['role'], string> = {
  student: 'indigo.9',
  tutor: 'grape.9',
  'course admin': 'teal.9',
};

/** A student's name links to their profile; staff have none to open. */
export function MemberName({ member }: { member: MemberEntry }) {
  return member.role === 'student' ? (
    <Anchor component={Link} to={paths.studentProfile.getHref(member.id)} fw={600}>
      {member.name}
    </Anchor>
  ) : (
    <Text fw={600} fz="sm">
      {member.name}
    </Text>
  );
}

export function RoleBadge({ member }: { member: MemberEntry }) {
  return (
    <Badge variant="outline" color={ROLE_COLORS[member.role]} size="sm" style={{ flexShrink: 0 }}>
      {member.role}
    </Badge>
  );
}

/** The trash button of a student's row: it takes them out of this offering only. */
export function RemoveMemberButton({
  member,
  onRemove,
}: {
  member: MemberEntry;
  onRemove: (member: MemberEntry) => void;
}) {
  return (
    <Tooltip label="Remove from course">
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={`Remove ${member.name} from course`}
        onClick={() => onRemove(member)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

const name: Column = {
  id: 'name',
  header: 'Member Name',
  value: (m) => m.name,
  minWidth: 200,
  cell: (m) => <MemberName member={m} />,
};
const role: Column = {
  id: 'role',
  header: 'Role',
  value: (m) => m.role,
  minWidth: 130,
  cell: (m) => <RoleBadge member={m} />,
};
const tutorial: Column = {
  id: 'tutorial',
  header: 'Tutorial',
  value: (m) => m.tutorials.join(', '),
  minWidth: 120,
};
const email: Column = { id: 'email', header: 'Email', value: (m) => m.email, minWidth: 240 };
/** Kept for support requests: searched and exported, not shown. */
const id: Column = { ...idColumn<MemberEntry>(), hidden: true };

/**
 * How each member signs in: through the LMS or the university, or else the state of their
 * access-code email while they have no password, with Resend for course admins (`resendIn`).
 */
function signInColumn(resendIn: string | null): Column {
  return {
    id: 'sign-in',
    header: 'Sign-in',
    value: signInText,
    minWidth: 270,
    cell: (m) => <SignInCell member={m} resendIn={resendIn} />,
  };
}

/**
 * /admin/allstudents: Member Name, Role, Tutorial, Email, Sign-in, and the id (searched and
 * exported, not shown). `manage` (course admins of a subcourse not archived) adds Resend and a
 * Remove button on student rows.
 */
export function memberColumns(manage: MemberManagement | null): Column[] {
  const columns = [name, role, tutorial, email, signInColumn(manage?.subcourseId ?? null), id];
  if (!manage) return columns;
  return [
    ...columns,
    {
      id: 'remove',
      header: 'Remove',
      value: () => null,
      sortable: false,
      searchable: false,
      minWidth: 90,
      cell: (m) =>
        canRemoveMember(m, true) ? (
          <RemoveMemberButton member={m} onRemove={manage.onRemove} />
        ) : null,
    },
  ];
}
