import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { useBoardViewer } from '../hooks/use-board-viewer';
import { AllocationScreen, BoardLoadError, ForbiddenBoard } from './allocation-screen';
import { AllocationBoardSkeleton } from './board-skeleton';

type Viewer = ReturnType<typeof useBoardViewer>;
type Subcourse = NonNullable<Viewer['subcourse']['data']>;

interface BoardGateProps<T> {
  title: string;
  subcourseId: string;
  viewer: Viewer;
  /** The board's second read (projects or students), beside the subcourse. */
  items: UseQueryResult<T>;
  children: (subcourse: Subcourse, items: T) => ReactNode;
}

/**
 * What both boards show before they can be edited: the reason a caller may not open one, a
 * failed read with a retry, or a skeleton until both reads are fresh. A board is built once
 * from a fresh read, since a cached copy could hide a colleague's latest draft.
 */
export function BoardGate<T>({ title, subcourseId, viewer, items, children }: BoardGateProps<T>) {
  const { subcourse } = viewer;
  if (!viewer.access.canView) {
    return (
      <ForbiddenBoard title={title} subcourseId={subcourseId} reason={viewer.access.notice ?? ''} />
    );
  }
  const error = subcourse.error ?? items.error;
  if (error) {
    return (
      <AllocationScreen title={title} subcourseId={subcourseId}>
        <BoardLoadError
          message={error.message}
          onRetry={() => {
            void subcourse.refetch();
            void items.refetch();
          }}
        />
      </AllocationScreen>
    );
  }
  if (
    !subcourse.data ||
    !items.data ||
    !subcourse.isFetchedAfterMount ||
    !items.isFetchedAfterMount
  ) {
    return (
      <AllocationScreen title={title} subcourseId={subcourseId}>
        <AllocationBoardSkeleton />
      </AllocationScreen>
    );
  }
  return children(subcourse.data, items.data);
}
