import { AFTER_PUBLISH_MESSAGES, MESSAGES } from '@capstone/contracts';
import { Paper, Text } from '@mantine/core';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { parseVersionNumber } from '../utils/version-text';
import { MissingVersion, VersionDetail } from './version-detail';
import { VersionList } from './version-list';
import { VersionScreen } from './version-screen';

export const VERSION_HISTORY_TITLE = 'Version history';

interface VersionHistoryPageProps {
  subcourseId: string;
  /** The address's version number, when one version is open. */
  versionParam: string | undefined;
}

/**
 * /project/allocation/versions: every published version of the project allocation, and
 * /project/allocation/versions/{n}: one of them. Course staff only.
 */
export function VersionHistoryPage({ subcourseId, versionParam }: VersionHistoryPageProps) {
  const { session } = useAuth();
  const toBoard = { to: paths.projectAllocation.getHref(), label: 'Back to the allocation board' };

  if (session?.user !== 'staff') {
    return (
      <VersionScreen title={VERSION_HISTORY_TITLE} back={toBoard}>
        <Paper withBorder p="xl" ta="center">
          <Text>{MESSAGES.onlyCourseStaff}</Text>
        </Paper>
      </VersionScreen>
    );
  }

  if (versionParam === undefined) {
    return (
      <VersionScreen title={VERSION_HISTORY_TITLE} back={toBoard}>
        <VersionList subcourseId={subcourseId} />
      </VersionScreen>
    );
  }

  const number = parseVersionNumber(versionParam);
  const toList = { to: paths.allocationVersions.getHref(), label: 'Back to the version history' };
  return (
    <VersionScreen
      title={number === null ? VERSION_HISTORY_TITLE : `Version ${number}`}
      back={toList}
    >
      {number === null ? (
        <MissingVersion message={AFTER_PUBLISH_MESSAGES.versionNotFound} />
      ) : (
        <VersionDetail key={number} subcourseId={subcourseId} number={number} />
      )}
    </VersionScreen>
  );
}
