import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface VersionBarProps {
  /** The version the board is built on (0: none yet; undefined: unknown). */
  baseVersion: number | undefined;
  versionsError: string | null;
  locksError: string | null;
  onRetryLocks: () => void;
  onReload: () => void;
  isReloading: boolean;
}

const baseText = (baseVersion: number | undefined) =>
  baseVersion === undefined
    ? null
    : baseVersion === 0
      ? 'No version is published yet. The first publish becomes version 1.'
      : `The board is built on version ${baseVersion}. Publishing makes version ${baseVersion + 1}.`;

/** Which version the board is built on, the way to the version history, and read failures. */
export function VersionBar(props: VersionBarProps) {
  const { baseVersion, versionsError, locksError } = props;
  const text = baseText(baseVersion);
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="wrap">
        {text && (
          <Text fz="sm" data-testid="board-base-version">
            {text}
          </Text>
        )}
        <Button
          component={Link}
          to={paths.allocationVersions.getHref()}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconHistory size={16} aria-hidden />}
          data-testid="version-history-link"
        >
          VERSION HISTORY
        </Button>
      </Group>
      {versionsError && (
        <Alert
          color="red"
          variant="light"
          styles={{ title: { color: 'var(--mantine-color-error)' } }}
          title="The versions could not be read"
        >
          <Text fz="sm">{versionsError}</Text>
          <Text fz="sm" mb="sm">
            Until they are read, a publish is not checked against a newer version.
          </Text>
          <Button size="compact-sm" onClick={props.onReload} loading={props.isReloading}>
            RELOAD THE BOARD
          </Button>
        </Alert>
      )}
      {locksError && (
        <Alert
          color="red"
          variant="light"
          styles={{ title: { color: 'var(--mantine-color-error)' } }}
          title="The locks could not be read"
        >
          <Text fz="sm" mb="sm">
            {locksError}
          </Text>
          <Button size="compact-sm" onClick={props.onRetryLocks}>
            TRY AGAIN
          </Button>
        </Alert>
      )}
    </>
  );
}
