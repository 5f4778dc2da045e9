import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHANNEL_VALUES,
  toCreateChannelBody,
  validateChannel,
  visibleChannelFields,
  type CreateChannelValues,
} from './create-channel-rules';

const values = (extra: Partial<CreateChannelValues>): CreateChannelValues => ({
  ...EMPTY_CHANNEL_VALUES,
  ...extra,
});

describe('validateChannel', () => {
  it('asks for a category first', () => {
    expect(validateChannel(EMPTY_CHANNEL_VALUES)).toEqual({ category: 'Category is required' });
  });

  it('needs type and name for a course channel', () => {
    expect(validateChannel(values({ category: 'course', name: '  ' }))).toEqual({
      channel_type: 'Type is required',
      name: 'Name is required',
    });
    expect(
      validateChannel(values({ category: 'course', channel_type: 'forum', name: 'Q&A' })),
    ).toEqual({});
  });

  it('needs a project, and a group only for project text channels', () => {
    const base = { category: 'project' as const, name: 'News' };
    expect(validateChannel(values({ ...base, channel_type: 'announcement' }))).toEqual({
      project: 'Project is required',
    });
    expect(validateChannel(values({ ...base, channel_type: 'text', project: 'p1' }))).toEqual({
      group: 'Group is required',
    });
  });

  it('needs only a client for a client channel', () => {
    expect(validateChannel(values({ category: 'client' }))).toEqual({
      client: 'Client is required',
    });
    expect(validateChannel(values({ category: 'client', client: 'c1' }))).toEqual({});
  });
});

describe('toCreateChannelBody', () => {
  it('sends null for the fields the category hides', () => {
    const body = toCreateChannelBody(
      values({ category: 'client', client: 'c1', name: 'left over', channel_type: 'text' }),
    );
    expect(body).toEqual({
      category: 'client',
      channel_type: null,
      name: null,
      project: null,
      group: null,
      client: 'c1',
    });
  });

  it('shows the group field only for project text channels', () => {
    expect(visibleChannelFields(values({ category: 'project', channel_type: 'text' })).group).toBe(
      true,
    );
    expect(visibleChannelFields(values({ category: 'project', channel_type: 'forum' })).group).toBe(
      false,
    );
  });
});
