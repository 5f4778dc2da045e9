import type { Listening, RealtimeStore } from '../../realtime/realtime-store';

/** Raised by trigger `channel_members_left` (migration 0008) for every membership row deleted. */
export const CHANNEL_LEFT = 'capstone_channel_left';

export interface ChannelLeft {
  channel: string;
  type: 'student' | 'staff' | 'client';
  id: string;
}

function parse(payload: string | undefined): ChannelLeft | undefined {
  try {
    const value = JSON.parse(payload ?? '') as ChannelLeft;
    return typeof value.channel === 'string' && typeof value.id === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onLeft` for every channel membership that ends, whichever module (group leave, student
 * removal, client rejection, allocation publish, imports) or whichever server process deleted
 * the row: the database raises it, after the deleting transaction commits. `onResumed` is
 * called when listening starts again after a lost connection: some may have been missed.
 */
export function listenForChannelLeaves(
  store: RealtimeStore,
  onLeft: (event: ChannelLeft) => void,
  onResumed: () => void,
): Listening {
  return store.listen(
    CHANNEL_LEFT,
    (payload) => {
      const event = parse(payload);
      if (event) onLeft(event);
    },
    onResumed,
  );
}
