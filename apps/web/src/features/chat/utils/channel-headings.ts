import type { ChannelListEntry, ChannelType } from '@capstone/contracts';

export type ChannelCategoryKey = ChannelListEntry['category'];

export interface ChannelSummary {
  id: string;
  name: string;
  channel_type: ChannelType;
  heading: string;
}

const isProjectNumber = (category: ChannelCategoryKey): boolean =>
  typeof category === 'number' || /^\d+$/.test(category);

/** 'Course Channels', 'Client Channels' or 'Project {n} Channels'. */
export function categoryHeading(category: ChannelCategoryKey): string {
  if (isProjectNumber(category)) return `Project ${Number(category)} Channels`;
  const text = String(category);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} Channels`;
}

/**
 * String-named categories first in reverse alphabetical order, then project numbers ascending;
 * channels by name. The server sends this order already; sorting again keeps the list stable when a
 * created channel is added before the list is read again.
 */
export function sortChannelList(entries: readonly ChannelListEntry[]): ChannelListEntry[] {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  return [...entries]
    .map((entry) => ({ ...entry, channels: [...entry.channels].sort(byName) }))
    .sort((a, b) => {
      const aNumber = isProjectNumber(a.category);
      const bNumber = isProjectNumber(b.category);
      if (aNumber !== bNumber) return aNumber ? 1 : -1;
      if (aNumber) return Number(a.category) - Number(b.category);
      const aText = String(a.category);
      const bText = String(b.category);
      return aText < bText ? 1 : aText > bText ? -1 : 0;
    });
}

/** Every channel once, in list order, with the heading it sits under. */
export function flattenChannels(entries: readonly ChannelListEntry[]): ChannelSummary[] {
  return entries.flatMap((entry) =>
    entry.channels.map((channel) => ({ ...channel, heading: categoryHeading(entry.category) })),
  );
}

/** The channel to open: the remembered one while it still exists, else the first listed. */
export function pickOpenChannel(
  channels: readonly ChannelSummary[],
  wanted: string | null,
): string | null {
  if (wanted && channels.some((channel) => channel.id === wanted)) return wanted;
  return channels[0]?.id ?? null;
}
