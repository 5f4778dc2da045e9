import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import type { AllocationSaveResponse } from '@capstone/contracts';
import { isApiError } from '@/lib/api-error';
import { useSaveAllocation, type AllocationKind } from '../api/save-allocation';
import type { BoardLabels } from '../utils/board-labels';
import {
  missingItems,
  overCapacityContainers,
  samePlacement,
  saveBody,
  type BoardState,
} from '../utils/board-state';

interface BoardEditorInput {
  subcourseId: string;
  kind: AllocationKind;
  initial: BoardState;
  labels: BoardLabels;
  /** Where SAVE AND EXIT goes when the board was opened directly (no page to go back to). */
  fallbackExit: string;
  /**
   * The latest version the board is built on, sent with a publish so that a board built before a
   * colleague's publish is refused instead of overwriting it. Undefined: no check.
   */
  baseVersion?: number | undefined;
  onPublished?: (response: AllocationSaveResponse) => void;
}

/** The toast after a publish: the server's message, and the version it created. */
export const publishedText = ({ message, version }: AllocationSaveResponse) =>
  version === undefined ? message : `${message}. Version ${version} is published.`;

/**
 * The board's working copy and its saves: draft (SAVE AND EXIT), publish and override publish,
 * the unsaved-changes guard, and the live region's text.
 */
export function useBoardEditor({
  subcourseId,
  kind,
  initial,
  labels,
  fallbackExit,
  baseVersion,
  onPublished,
}: BoardEditorInput) {
  const [board, setBoard] = useState(initial);
  const [baseline, setBaseline] = useState(initial.placement);
  const [announcement, setAnnouncement] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  /** A publish refused because a newer version exists: the board must be reloaded. */
  const [conflict, setConflict] = useState<string | null>(null);
  const save = useSaveAllocation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLeaving = useRef(false);

  const isDirty = useMemo(
    () => !samePlacement(board.placement, baseline),
    [board.placement, baseline],
  );
  const overCapacity = useMemo(() => overCapacityContainers(board), [board]);
  const missing = useMemo(() => missingItems(board), [board]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // Back to the overview page the board was opened from; a board opened directly (first entry
  // of the history) goes to the course dashboard.
  const exit = useCallback(() => {
    isLeaving.current = true;
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallbackExit);
  }, [fallbackExit, location.key, navigate]);

  const saveDraft = () => {
    const placement = board.placement;
    save.mutate(
      { subcourseId, kind, body: saveBody(board, true) },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          setBaseline(placement);
          exit();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const isOverride = overCapacity.length > 0;
  /** PUBLISH (or OVERRIDE AND PUBLISH) pressed: refuse early with the server's own message. */
  const askPublish = () => {
    if (!isOverride && missing.length > 0) {
      toast.error(labels.allMustBeAllocated);
      setAnnouncement(
        `${labels.allMustBeAllocated}: ${missing.length} ${missing.length === 1 ? labels.item : `${labels.item}s`} still unallocated.`,
      );
      return;
    }
    setIsConfirming(true);
  };

  const publish = () => {
    const placement = board.placement;
    const body = {
      ...saveBody(board, false, isOverride),
      ...(baseVersion === undefined ? {} : { base_version: baseVersion }),
    };
    setConflict(null);
    save.mutate(
      { subcourseId, kind, body },
      {
        onSuccess: (data) => {
          toast.success(publishedText(data));
          setBaseline(placement);
          setIsConfirming(false);
          onPublished?.(data);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setConflict(error.message);
            return;
          }
          toast.error(error.message);
          setIsConfirming(false);
        },
      },
    );
  };

  return {
    board,
    setBoard,
    announcement,
    setAnnouncement,
    isDirty,
    overCapacity,
    missing,
    isOverride,
    isSaving: save.isPending,
    isSavingDraft: save.isPending && save.variables?.body.is_draft === true,
    isConfirming,
    conflict,
    closeConfirm: () => {
      setIsConfirming(false);
      setConflict(null);
    },
    saveDraft,
    askPublish,
    publish,
    blocker,
  };
}

export type BoardEditor = ReturnType<typeof useBoardEditor>;
