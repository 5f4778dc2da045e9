import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Closer than this to the top of the list, older posts are loaded. */
const LOAD_OLDER_PX = 200;

/** The first post at least partly visible, and how far below the list's top edge it starts. */
interface Anchor {
  id: string;
  offset: number;
}

function findAnchor(container: HTMLElement): Anchor | null {
  const top = container.getBoundingClientRect().top;
  for (const element of container.querySelectorAll<HTMLElement>('[data-post-id]')) {
    const rect = element.getBoundingClientRect();
    if (rect.bottom > top && element.dataset.postId) {
      return { id: element.dataset.postId, offset: rect.top - top };
    }
  }
  return null;
}

interface UseOlderPagesOptions {
  scrollRef: RefObject<HTMLElement | null>;
  /** The oldest loaded post: it changes when an older page is put in front. */
  oldestId: string | undefined;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  fetchOlder: () => void;
}

/**
 * Loads older history when the reader scrolls near the top (or presses the button) and keeps
 * the post they were reading where it was on screen once the older posts are put above it.
 * Browsers without CSS scroll anchoring (Safari), and a list scrolled to the very top, would
 * otherwise jump to the oldest loaded post.
 */
export function useOlderPages({
  scrollRef,
  oldestId,
  hasOlder,
  isLoadingOlder,
  fetchOlder,
}: UseOlderPagesOptions) {
  const anchorRef = useRef<(Anchor & { oldestId: string | undefined }) | null>(null);
  // Tells the stick-to-bottom effect that the last growth was at the top, not new messages.
  const prependedRef = useRef(false);

  const loadOlder = () => {
    const container = scrollRef.current;
    if (!container || !hasOlder || isLoadingOlder) return;
    const anchor = findAnchor(container);
    anchorRef.current = anchor && { ...anchor, oldestId };
    fetchOlder();
  };

  const onScroll = () => {
    const container = scrollRef.current;
    if (!container) return;
    // While a page loads, the reader may still move: keep the place they are at now.
    if (anchorRef.current && isLoadingOlder) {
      const anchor = findAnchor(container);
      anchorRef.current = anchor && { ...anchor, oldestId: anchorRef.current.oldestId };
    } else if (container.scrollTop < LOAD_OLDER_PX) loadOlder();
  };

  // Before paint, so the reader never sees the list at the wrong place.
  useLayoutEffect(() => {
    const container = scrollRef.current;
    const anchor = anchorRef.current;
    if (!container || !anchor || isLoadingOlder) return;
    anchorRef.current = null;
    // Nothing was put in front (the load failed): the place has not moved.
    if (anchor.oldestId === oldestId) return;
    const element = container.querySelector<HTMLElement>(
      `[data-post-id="${CSS.escape(anchor.id)}"]`,
    );
    if (!element) return;
    const moved = element.getBoundingClientRect().top - container.getBoundingClientRect().top;
    container.scrollTop += moved - anchor.offset;
    prependedRef.current = true;
  }, [oldestId, isLoadingOlder, scrollRef]);

  return { loadOlder, onScroll, prependedRef };
}
