import { Alert, Button, Text } from '@mantine/core';

/** A failed read: what went wrong and a way to try again. */
export function LoadFailure(props: {
  title: string;
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <Alert
      color="red"
      title={props.title}
      styles={{ title: { color: 'var(--mantine-color-error)' } }}
    >
      <Text fz="sm" mb="sm">
        {props.message}
      </Text>
      <Button size="compact-sm" onClick={props.onRetry} loading={props.isRetrying}>
        TRY AGAIN
      </Button>
    </Alert>
  );
}
