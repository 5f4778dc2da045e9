import { CHANNEL_ROLE_ORDER, type ChannelRole, type PostCategory } from '@capstone/contracts';
import { paths } from '@/config/paths';

/** Role group headings of the member panel. */
export const ROLE_LABELS: Record<ChannelRole, string> = {
  'course admin': 'Course Admins',
  tutor: 'Tutors',
  client: 'Clients',
  student: 'Students',
};

/** Students and clients open their profile; staff entries are not links. */
export function memberProfileHref(role: ChannelRole, memberId: string): string | null {
  if (role === 'student') return paths.studentProfile.getHref(memberId);
  if (role === 'client') return paths.clientProfile.getHref(memberId);
  return null;
}

/** Member groups in the fixed order course admin, tutor, client, student. */
export function orderRoleGroups<T extends { id: ChannelRole }>(groups: readonly T[]): T[] {
  return [...groups].sort(
    (a, b) => CHANNEL_ROLE_ORDER.indexOf(a.id) - CHANNEL_ROLE_ORDER.indexOf(b.id),
  );
}

/** The colour dot of each forum category (filter list and post badges). */
export const CATEGORY_COLORS: Record<PostCategory, string> = {
  General: 'indigo',
  Lectures: 'teal',
  Workshops: 'orange',
  Labs: 'grape',
  Assessments: 'red',
};

export const categoryColor = (category: string | null): string =>
  (category && CATEGORY_COLORS[category as PostCategory]) || 'gray';

/** The first letter of a name for an avatar, '?' when there is none. */
export const initialOf = (name: string | undefined) => name?.trim().charAt(0).toUpperCase() || '?';
