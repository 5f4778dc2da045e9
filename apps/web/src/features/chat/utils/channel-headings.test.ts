import type { ChannelListEntry } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryHeading,
  flattenChannels,
  pickOpenChannel,
  sortChannelList,
} from './channel-headings';

const entry = (category: string | number, ...names: string[]): ChannelListEntry => ({
  category,
  channels: names.map((name) => ({ id: `${category}-${name}`, name, channel_type: 'text' })),
});

describe('categoryHeading', () => {
  it('names course, client and project headings as the spec spells them', () => {
    expect(categoryHeading('course')).toBe('Course Channels');
    expect(categoryHeading('client')).toBe('Client Channels');
    expect(categoryHeading(3)).toBe('Project 3 Channels');
    expect(categoryHeading('12')).toBe('Project 12 Channels');
  });
});

describe('sortChannelList', () => {
  it('puts string categories first in reverse alphabetical order, then numbers ascending', () => {
    const sorted = sortChannelList([entry(10), entry('client'), entry(2), entry('course')]);
    expect(sorted.map((e) => e.category)).toEqual(['course', 'client', 2, 10]);
  });

  it('sorts channels by name inside each category without changing the input', () => {
    const input = [entry('course', 'General', 'Announcements', 'Forum')];
    const sorted = sortChannelList(input);
    expect(sorted[0]!.channels.map((c) => c.name)).toEqual(['Announcements', 'Forum', 'General']);
    expect(input[0]!.channels.map((c) => c.name)).toEqual(['General', 'Announcements', 'Forum']);
  });
});

describe('flattenChannels and pickOpenChannel', () => {
  const channels = flattenChannels([entry('course', 'General'), entry(1, 'Team A')]);

  it('keeps list order and the heading of each channel', () => {
    expect(channels.map((c) => [c.name, c.heading])).toEqual([
      ['General', 'Course Channels'],
      ['Team A', 'Project 1 Channels'],
    ]);
  });

  it('keeps a remembered channel that still exists, else opens the first', () => {
    expect(pickOpenChannel(channels, '1-Team A')).toBe('1-Team A');
    expect(pickOpenChannel(channels, 'gone')).toBe('course-General');
    expect(pickOpenChannel([], 'gone')).toBeNull();
  });
});
