import { VisuallyHidden } from '@mantine/core';

/** A polite live region: screen readers read new messages without moving focus. */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
