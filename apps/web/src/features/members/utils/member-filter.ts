import type { MemberEntry } from '@capstone/contracts';

/** Case-insensitive match on name, email, role or tutorial; an empty query keeps every row. */
export function filterMembers(members: readonly MemberEntry[], query: string): MemberEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...members];
  return members.filter((member) =>
    [member.name, member.email, member.role, ...member.tutorials].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
