/** A reply list shows its last two replies until expanded. */
export const VISIBLE_REPLIES = 2;

export interface CollapsedReplies<T> {
  visible: T[];
  /** How many older replies are hidden (0 when none are or the list is expanded). */
  hidden: number;
  /** Whether a 'Show less' control belongs under the list. */
  canCollapse: boolean;
}

/** Which replies to show: all when expanded, else the last two with a count of the rest. */
export function collapseReplies<T>(replies: readonly T[], expanded: boolean): CollapsedReplies<T> {
  const extra = Math.max(0, replies.length - VISIBLE_REPLIES);
  if (expanded || extra === 0) {
    return { visible: [...replies], hidden: 0, canCollapse: expanded && extra > 0 };
  }
  return { visible: replies.slice(extra), hidden: extra, canCollapse: false };
}
