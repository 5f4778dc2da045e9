import type { MemberEntry } from '@capstone/contracts';
import { Group, Text } from '@mantine/core';
import { canRemoveMember } from '../utils/member-overview';
import { SignInCell } from './sign-in-cell';
import { MemberName, RemoveMemberButton, RoleBadge, type MemberManagement } from './member-columns';

/** One member on a phone: name and role, email and tutorial, sign-in, and the actions. */
export function MemberCard({
  member,
  manage,
}: {
  member: MemberEntry;
  manage: MemberManagement | null;
}) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <MemberName member={member} />
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <RoleBadge member={member} />
          {manage && canRemoveMember(member, true) && (
            <RemoveMemberButton member={member} onRemove={manage.onRemove} />
          )}
        </Group>
      </Group>
      {member.tutorials.length > 0 && <Text fz="xs">Tutorial {member.tutorials.join(', ')}</Text>}
      <SignInCell member={member} resendIn={manage?.subcourseId ?? null} />
    </>
  );
}
