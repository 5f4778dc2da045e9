import { Button, Text } from '@mantine/core';

/** The body of a failed table load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <Text mb="md">{message}</Text>
      <Button onClick={onRetry}>TRY AGAIN</Button>
    </>
  );
}
