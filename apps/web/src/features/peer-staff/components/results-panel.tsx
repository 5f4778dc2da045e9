import { FLAG_CODES, type PeerRoundStaff } from '@capstone/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { formatTimestamp } from '@/lib/format-date';
import { useLoggedError } from '@/lib/use-logged-error';
import { usePeerResults } from '../api/get-peer-results';
import { FLAG_LABELS, FLAG_MEANINGS } from '../utils/flags';
import { byTutorial, hasResults, roundAbilities, tutorialLabel } from '../utils/round-status';
import { PanelError, PanelNote, PanelSkeleton } from './panel-states';
import { ResultGroup } from './result-group';

function FlagLegend() {
  return (
    <details>
      <summary style={{ cursor: 'pointer' }}>
        <Text span fz="sm" fw={500}>
          What the flags mean
        </Text>
      </summary>
      <Text component="dl" fz="sm" mt="xs" mb={0}>
        {FLAG_CODES.map((code) => (
          <div key={code} style={{ marginBottom: 4 }}>
            <Text component="dt" fw={600} fz="sm" style={{ display: 'inline' }}>
              {`${FLAG_LABELS[code]}: `}
            </Text>
            <Text component="dd" fz="sm" style={{ display: 'inline', margin: 0 }}>
              {FLAG_MEANINGS[code]}
            </Text>
          </div>
        ))}
      </Text>
    </details>
  );
}

/** Factors, flags and marks per group, once the round has closed. */
export function ResultsPanel({
  round,
  isCourseAdmin,
}: {
  round: PeerRoundStaff;
  isCourseAdmin: boolean;
}) {
  const ready = hasResults(round.status);
  const results = usePeerResults(round.id, ready);
  useLoggedError(results.error);
  const canSetMark = roundAbilities(round.status, isCourseAdmin).setMarks;

  if (!ready) {
    return (
      <PanelNote>
        {`Results are computed when the round closes, on ${formatTimestamp(round.closes_at)}${isCourseAdmin ? ', or when you close it early' : ''}.`}
      </PanelNote>
    );
  }
  if (results.isPending) return <PanelSkeleton label="Loading the results" />;
  if (results.error) {
    return (
      <PanelError
        error={results.error}
        fallback="The results could not be loaded."
        onRetry={() => void results.refetch()}
      />
    );
  }
  const groups = results.data.groups;
  if (groups.length === 0) {
    return (
      <PanelNote>
        {isCourseAdmin
          ? 'No group is in this round, so there are no results.'
          : 'None of the groups of your tutorials is in this round.'}
      </PanelNote>
    );
  }
  return (
    <Stack gap="lg">
      <Text fz="sm" c="dimmed">
        {`The factor is what teammates' ratings say about each student's share of the work: 1.00 is a fair share. Adjusted mark = group mark × (1 − weight + weight × factor)${round.non_submission_penalty > 0 ? ` − ${round.non_submission_penalty} for a student who did not submit` : ''}, with weight ${round.weight}. Flags point at ratings worth a look; they never change a factor.`}
      </Text>
      <FlagLegend />
      {byTutorial(groups).map((section, index) => (
        <Stack key={index} gap="sm">
          <Title order={3} fz="h4">
            {tutorialLabel(section.tutorial)}
          </Title>
          {section.groups.map((group) => (
            <ResultGroup key={group.id} roundId={round.id} group={group} canSetMark={canSetMark} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
