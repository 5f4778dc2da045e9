export interface PendingSend {
  kind: 'post' | 'reply';
  channelId: string;
  postId?: string;
  /** As the server stores it: trimmed. */
  content: string;
}

export interface EchoedMessage {
  kind: 'post' | 'reply';
  creator: string;
  content: string;
  postId?: string;
}

/**
 * The index of the send that an echoed message answers: the caller's own message of the same
 * kind and text (and parent post for a reply), oldest first; -1 when none.
 */
export function findPendingIndex(
  pending: readonly PendingSend[],
  echo: EchoedMessage,
  myId: string,
): number {
  if (echo.creator !== myId) return -1;
  return pending.findIndex(
    (send) =>
      send.kind === echo.kind &&
      send.content === echo.content &&
      (echo.kind === 'post' || send.postId === echo.postId),
  );
}
