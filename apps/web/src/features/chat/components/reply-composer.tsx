import { LIMITS } from '@capstone/contracts';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

/** The reply box under a post: sent on Enter or with the button; empty replies are not sent. */
export function ReplyComposer({
  postTitle,
  onReply,
}: {
  postTitle: string;
  onReply: (content: string) => Promise<void>;
}) {
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim() || sending) return;
    setSending(true);
    try {
      await onReply(content);
      setContent('');
    } catch {
      // The socket hook has shown why; the text stays so it can be sent again.
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Group gap="xs" wrap="nowrap" pl={{ base: 'xs', sm: 'xl' }}>
        <TextInput
          aria-label={`Reply to ${postTitle}`}
          placeholder="Reply"
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          maxLength={LIMITS.postContent}
          size="sm"
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          size="lg"
          variant="light"
          aria-label="Send reply"
          loading={sending}
          disabled={!content.trim()}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </form>
  );
}
