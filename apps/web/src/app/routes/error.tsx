import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Last resort for a render error or a route chunk that failed to load (e.g. after a deploy). */
export function ErrorRoute() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">Reload the page to try again.</Text>
        <Button onClick={() => window.location.reload()}>RELOAD</Button>
      </Stack>
    </Center>
  );
}
