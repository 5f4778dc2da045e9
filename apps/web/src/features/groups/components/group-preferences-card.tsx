import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PreferenceOut } from '../api/group-types';
import type { PreferencePanel } from '../utils/group-profile-rules';
import { GROUP_TEXTS } from '../utils/group-texts';
import { PreferenceList } from './preference-list';

interface GroupPreferencesCardProps {
  panel: PreferencePanel;
  preferences: readonly PreferenceOut[];
  isDraft: boolean;
  /** The UPDATE button's target, the group preference form. */
  updateHref: string;
}

/** The group's project ranking, the release notice, and the lead's UPDATE. */
export function GroupPreferencesCard({
  panel,
  preferences,
  isDraft,
  updateHref,
}: GroupPreferencesCardProps) {
  if (!panel.shown) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="group-preferences-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="group-preferences-heading">
            Project Preferences
          </Title>
          {panel.showUpdate && (
            <Button component={Link} to={updateHref} size="xs">
              UPDATE
            </Button>
          )}
        </Group>
        {!panel.showRanking ? (
          <Text>{GROUP_TEXTS.notReleased}</Text>
        ) : preferences.length === 0 ? (
          <Text c="dimmed">The group has not ranked any project yet.</Text>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              {isDraft ? 'Draft: not submitted yet.' : 'Submitted.'}
            </Text>
            <PreferenceList preferences={preferences} />
          </>
        )}
      </Stack>
    </Card>
  );
}
