import { Text } from '@mantine/core';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';

/**
 * An error toast with the spec's text on its own line and, when the server said something more
 * precise ("background is required", "You are not verified yet."), that reason under it.
 */
export function toastFailure(message: string, error: unknown, id?: string) {
  const reason = errorToastText(error, message);
  toast.error(
    reason === message ? (
      message
    ) : (
      <div>
        <div>{message}</div>
        <Text component="div" fz="sm" c="dimmed">
          {reason}
        </Text>
      </div>
    ),
    id ? { id } : undefined,
  );
}
