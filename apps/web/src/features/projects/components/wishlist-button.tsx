import { PROJECT_MESSAGES } from '@capstone/contracts';
import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLiked } from '../api/get-liked';
import { useUpdateWishlist } from '../api/update-wishlist';
import { toastFailure } from './failure-toast';

interface WishlistButtonProps {
  projectId: string;
  subcourseId: string;
}

/**
 * The student's wishlist heart: the liked state is fetched, and it flips only after the add or
 * remove call succeeds. A toggle button: its name stays, aria-pressed changes.
 */
export function WishlistButton({ projectId, subcourseId }: WishlistButtonProps) {
  const liked = useLiked(projectId, subcourseId);
  const update = useUpdateWishlist();
  const isLiked = liked.data?.liked === true;

  if (liked.isPending) {
    return (
      <ActionIcon size="xl" variant="light" color="red" aria-label="Add to wishlist" disabled>
        <Loader size="xs" color="red" />
      </ActionIcon>
    );
  }

  const toggle = () => {
    if (update.isPending) return;
    update.mutate(
      { projectId, subcourseId, like: !isLiked },
      { onError: (error) => toastFailure(PROJECT_MESSAGES.wishlistFailed, error, 'wishlist') },
    );
  };

  return (
    <Tooltip label={isLiked ? 'Remove from wishlist' : 'Add to wishlist'}>
      <ActionIcon
        size="xl"
        variant={isLiked ? 'filled' : 'light'}
        color="red"
        aria-label="Add to wishlist"
        aria-pressed={isLiked}
        onClick={toggle}
        loading={update.isPending}
        disabled={liked.isError}
        data-testid="wishlist-button"
      >
        {isLiked ? <IconHeartFilled size={22} /> : <IconHeart size={22} />}
      </ActionIcon>
    </Tooltip>
  );
}
