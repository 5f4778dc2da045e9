import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS, newMessageAnnouncement } from './chat-texts';

describe('chat texts', () => {
  it('announces new messages with author and channel', () => {
    expect(newMessageAnnouncement('post', 'Ada Lovelace', 'General')).toBe(
      'New post from Ada Lovelace in General',
    );
    expect(newMessageAnnouncement('reply', 'Alan', 'Forum')).toBe('New reply from Alan in Forum');
  });

  it('uses the spec’s toast and moderation texts', () => {
    expect(CHAT_TEXTS.creating).toBe('Creating channel');
    expect(CHAT_TEXTS.created).toBe('Created channel successfully');
    expect(CHAT_TEXTS.createFailed).toBe('Error creating channels');
    expect(CHAT_TEXTS.onlyModerators).toBe('Only channel moderators can post in this channel');
  });
});
