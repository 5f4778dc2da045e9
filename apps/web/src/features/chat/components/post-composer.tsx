import {
  CHAT_MESSAGES,
  POST_CATEGORIES,
  POST_CONTENT_MAX,
  POST_TITLE_MAX,
  type PostCategory,
  type PostInput,
} from '@capstone/contracts';
import { Button, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CHAT_TEXTS } from '../utils/chat-texts';

interface PostComposerProps {
  isForum: boolean;
  onPost: (input: PostInput) => Promise<void>;
  onClose: () => void;
}

/** The NEW POST form: subject optional, content required, category on forums. */
export function PostComposer({ isForum, onPost, onClose }: PostComposerProps) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<PostCategory | null>(null);
  const [errors, setErrors] = useState<{ content?: string; category?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const next = {
      content: content.trim() ? undefined : CHAT_MESSAGES.contentRequired,
      category: isForum && !category ? CHAT_MESSAGES.postCategoryRequired : undefined,
    };
    setErrors(next);
    if (next.content || next.category) return;
    setSending(true);
    try {
      await onPost({
        title: title.trim() || null,
        content,
        ...(isForum ? { category } : {}),
      });
      onClose();
    } catch {
      // The socket hook has shown why; the draft stays so it can be sent again.
      setSending(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <TextInput
          label="Subject"
          description="Optional"
          value={title}
          maxLength={POST_TITLE_MAX}
          onChange={(event) => setTitle(event.currentTarget.value)}
          data-autofocus
          autoFocus
        />
        {isForum && (
          <Select
            label="Category"
            withAsterisk
            data={POST_CATEGORIES}
            value={category}
            onChange={(value) => setCategory(value as PostCategory | null)}
            error={errors.category}
            allowDeselect={false}
          />
        )}
        <Textarea
          label="Content"
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          maxLength={POST_CONTENT_MAX}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          error={errors.content}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {CHAT_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={sending}>
            {CHAT_TEXTS.post}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
