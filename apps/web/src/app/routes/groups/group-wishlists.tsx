import { NoCourseSelected } from '@/components/ui/no-course-selected';
import { MemberWishlists } from '@/features/groups/components/member-wishlists';
import { useAuth } from '@/lib/auth';

/** /group/wishlists: the wishlists of the caller's group in the current course. */
export function GroupWishlistsRoute() {
  const { subcourse } = useAuth();
  if (!subcourse) return <NoCourseSelected title="Member Wishlists" />;
  return <MemberWishlists subcourseId={subcourse} />;
}
