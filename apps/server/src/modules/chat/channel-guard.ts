import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/context';
import { assertChannelMember } from '../../policies/chat.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import type { ChannelAccess } from '../../access/access-facts';
import { loadChannelAccess } from '../../access/channel-access.repo';

/** The channel, if the caller is a member; 404 or 403 otherwise. */
export async function memberAccess(
  db: DbOrTx,
  actor: Actor,
  channelId: string,
): Promise<ChannelAccess> {
  const access = await loadChannelAccess(db, actor, channelId);
  return assertChannelMember(access, () =>
    access
      ? loadSubcourseAccess(db, actor, access.channel.subcourseId)
      : Promise.resolve(undefined),
  );
}
