export type UnreadCounts = Readonly<Record<string, number>>;

export interface IncomingMessage {
  /** The channel the message belongs to, or null when it could not be told. */
  channelId: string | null;
  /** The post or reply id: a message is counted once even if it arrives twice. */
  id: string;
  isOwn: boolean;
}

/**
 * Whether a message received over the socket adds to a channel's unread count: only others'
 * messages of a known channel that is not open, each once (`seen` remembers the counted ids).
 * Kept outside React state updaters, which may run twice.
 */
export function shouldCountUnread(
  message: IncomingMessage,
  openChannelId: string | null,
  seen: Set<string>,
): message is IncomingMessage & { channelId: string } {
  const { channelId, id, isOwn } = message;
  if (!channelId || channelId === openChannelId || isOwn || seen.has(id)) return false;
  seen.add(id);
  return true;
}

export const addUnread = (counts: UnreadCounts, channelId: string): UnreadCounts => ({
  ...counts,
  [channelId]: (counts[channelId] ?? 0) + 1,
});

/** Opening a channel reads it; the same object comes back when there is nothing to clear. */
export function clearUnread(counts: UnreadCounts, channelId: string | null): UnreadCounts {
  if (!channelId || !counts[channelId]) return counts;
  const { [channelId]: _read, ...rest } = counts;
  return rest;
}

export const totalUnread = (counts: UnreadCounts): number =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

/** 'General, 3 unread' for the channel button's accessible name. */
export const unreadLabel = (name: string, count: number) =>
  count > 0 ? `${name}, ${count} unread` : name;
