import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getPublicConfigQueryOptions } from '@/lib/institution';
import { useDueOfferings } from '../api/get-due-offerings';
import { offeringRetentionText, type OfferingState } from '../utils/retention-texts';
import { DueOfferings } from './due-offerings';

interface RetentionSectionProps {
  /** Course admins only: they decide on due data. */
  enabled: boolean;
  /** The dashboard's offering, once known. */
  state: OfferingState | undefined;
}

/**
 * "Data retention" on the course dashboard: this offering's state and when its students' data
 * is due, then the archived offerings of the admin's courses whose data is due now, each with
 * DELETE NOW and POSTPONE.
 */
export function RetentionSection({ enabled, state }: RetentionSectionProps) {
  const due = useDueOfferings(enabled);
  const config = useQuery({ ...getPublicConfigQueryOptions(), enabled });
  if (!enabled) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="retention-heading">
      <Title order={2} fz="h3" id="retention-heading">
        Data retention
      </Title>
      {state && (
        <Text fz="sm">
          {offeringRetentionText(state, config.data?.privacy?.retention_days)} See the{' '}
          <Text component={Link} to={paths.privacy.getHref()} fz="sm" td="underline" c="inherit">
            privacy notice
          </Text>
          .
        </Text>
      )}
      {due.data &&
        (due.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No offering of your courses has data due for deletion now.
          </Text>
        ) : (
          <DueOfferings offerings={due.data} />
        ))}
    </Stack>
  );
}
