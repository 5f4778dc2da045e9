import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { locksQueryOptions, useSaveLocks } from '../api/locks';
import type { LockOptions } from '../components/lock-toggle';

interface BoardLocksInput {
  subcourseId: string;
  /** Locks exist only once a version is published. */
  enabled: boolean;
  canToggle: boolean;
  /** Group id → the name of its published project, for every group that has one. */
  publishedProject: ReadonlyMap<string, string>;
  onAnnounce: (text: string) => void;
}

/**
 * The stored locks for the board's cards. A change saves the whole set at once, and the
 * proposal is asked for again (a lock changes it).
 */
export function useBoardLocks(input: BoardLocksInput) {
  const { subcourseId, enabled, canToggle, publishedProject, onAnnounce } = input;
  const locks = useQuery({ ...locksQueryOptions(subcourseId), enabled });
  const save = useSaveLocks(subcourseId);
  const { mutate, isPending } = save;
  const locked = locks.data?.locked;

  const lock = useMemo((): LockOptions | undefined => {
    if (!enabled || !locked) return undefined;
    const lockedIds = new Set(locked);
    return {
      isLocked: (id) => lockedIds.has(id),
      isLockable: (id) => publishedProject.has(id),
      canToggle,
      isSaving: isPending,
      toggle: (item) => {
        const isLocked = lockedIds.has(item.id);
        const next = isLocked ? locked.filter((id) => id !== item.id) : [...locked, item.id];
        mutate(next, {
          onSuccess: () =>
            onAnnounce(
              isLocked
                ? `${item.name} is unlocked: a proposal may move it.`
                : `${item.name} is locked: every proposal keeps it on ${publishedProject.get(item.id) ?? 'its published project'}.`,
            ),
          onError: (error) => toast.error(error.message),
        });
      },
    };
  }, [enabled, locked, publishedProject, canToggle, isPending, mutate, onAnnounce]);

  return { lock, error: locks.error, retry: () => void locks.refetch() };
}
