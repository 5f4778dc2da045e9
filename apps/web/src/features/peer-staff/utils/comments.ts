import {
  messageForPeople,
  PEER_LIMITS,
  PEER_MESSAGES,
  type PeerComment,
} from '@capstone/contracts';

/** Comments in the server's order (group, author, kind, target), one section per group. */
export function commentsByGroup(
  comments: readonly PeerComment[],
): { group: PeerComment['group']; comments: PeerComment[] }[] {
  const sections: { group: PeerComment['group']; comments: PeerComment[] }[] = [];
  for (const comment of comments) {
    const last = sections[sections.length - 1];
    if (last && last.group.id === comment.group.id) last.comments.push(comment);
    else sections.push({ group: comment.group, comments: [comment] });
  }
  return sections;
}

/** Who wrote to whom: "Ana Lee → Ben Wu", or "Ana Lee → Staff" for a private comment. */
export const commentRoute = (comment: Pick<PeerComment, 'author' | 'target'>) =>
  `${comment.author.name} → ${comment.target?.name ?? 'Staff'}`;

/** The comment named in a button's accessible name: "the comment from Ana Lee to Ben Wu". */
export const commentName = (comment: Pick<PeerComment, 'author' | 'target'>) =>
  `the comment from ${comment.author.name} to ${comment.target?.name ?? 'staff'}`;

/** Only a teammate's comment can be hidden or shown: staff comments are never released. */
export const canModerate = (comment: Pick<PeerComment, 'kind'>, moderationOpen: boolean) =>
  moderationOpen && comment.kind === 'peer';

/** The hide dialog's reason, checked as the server checks it; null when it may be sent. */
export function checkHideReason(reason: string): string | null {
  const text = reason.trim();
  if (!text) return messageForPeople(PEER_MESSAGES.hideReasonRequired);
  if (text.length > PEER_LIMITS.hideReason)
    return messageForPeople(PEER_MESSAGES.hideReasonTooLong);
  return null;
}

/** A refusal of hide that is about the reason, and so belongs under the Reason field. */
export const isReasonRefusal = (serverMessage: string) =>
  serverMessage === PEER_MESSAGES.hideReasonRequired ||
  serverMessage === PEER_MESSAGES.hideReasonTooLong;
