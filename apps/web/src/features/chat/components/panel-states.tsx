import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { CHAT_TEXTS } from '../utils/chat-texts';

/** A list loading in a side panel. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}

/** A side-panel list that failed to load, with a way to try again. */
export function PanelError({
  onRetry,
  message = CHAT_TEXTS.loadPanelFailed,
}: {
  onRetry: () => void;
  message?: string;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text>{message}</Text>
      <Button size="xs" onClick={onRetry}>
        TRY AGAIN
      </Button>
    </Stack>
  );
}
