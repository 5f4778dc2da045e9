import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getPublicConfigQueryOptions } from '@/lib/institution';
import { retentionPeriod } from '@/lib/retention-period';

/** With nothing due, the schedule itself: how long after archiving an offering's data is due. */
export function RetentionSchedule() {
  const config = useQuery(getPublicConfigQueryOptions());
  const days = config.data?.privacy?.retention_days;
  if (!days) return null;
  return (
    <Text fz="sm" c="dimmed">
      No offering&apos;s data is due for deletion. An offering&apos;s students&apos; data is due{' '}
      {retentionPeriod(days)} after it is archived (see the{' '}
      <Text component={Link} to={paths.privacy.getHref()} fz="sm" td="underline" c="inherit">
        privacy notice
      </Text>
      ).
    </Text>
  );
}
