import type { AllocationReport } from '@capstone/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowBarToDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { proposalQueryOptions } from '../../api/get-proposal';
import { chainSections } from '../../utils/proposal-view';
import { ChainList } from './chain-list';
import { ProposalNotes, ProposalWarnings } from './proposal-notes';
import { ProposalSummary } from './proposal-summary';

interface ProposalPanelProps {
  subcourseId: string;
  /** The latest version's number, the proposal's base. */
  latestVersion: number;
  /** Staff who may edit the board can put the proposal on it. */
  canLoad: boolean;
  onLoad: (report: AllocationReport) => void;
}

function ProposalSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>Computing the proposal</VisuallyHidden>
      <Skeleton h={20} w="50%" />
      <Skeleton h={64} />
      <Skeleton h={120} />
      <Skeleton h={120} />
    </Stack>
  );
}

/**
 * "Changes since version n": the minimal-change proposal from the latest version as a list of
 * moves grouped by chain, each with its reason, the counts, the change requests it cannot meet,
 * the projects left below their minimum and any lock warnings. Nothing is saved here; the
 * proposal goes on the board like any suggestion.
 */
export function ProposalPanel({ subcourseId, latestVersion, canLoad, onLoad }: ProposalPanelProps) {
  const headingId = useId();
  const movesId = useId();
  const [allowUnranked, setAllowUnranked] = useState(false);
  const proposal = useQuery(proposalQueryOptions(subcourseId, { allow_unranked: allowUnranked }));
  const report = proposal.data;
  const sections = useMemo(
    () => (report ? chainSections(report.moves ?? [], report.chains ?? []) : []),
    [report],
  );
  const base = report?.base_version ?? latestVersion;

  let body;
  if (proposal.isPending) {
    body = <ProposalSkeleton />;
  } else if (proposal.isError) {
    body = (
      <Alert
        color="red"
        title="The proposal could not be computed"
        styles={{ title: { color: 'var(--mantine-color-error)' } }}
      >
        <Text fz="sm" mb="sm">
          {proposal.error.message}
        </Text>
        <Button
          size="compact-sm"
          onClick={() => void proposal.refetch()}
          loading={proposal.isFetching}
        >
          TRY AGAIN
        </Button>
      </Alert>
    );
  } else {
    const data = proposal.data;
    body = (
      <Stack gap="md" aria-busy={proposal.isFetching || undefined}>
        {data.summary && <ProposalSummary summary={data.summary} />}
        <ProposalWarnings warnings={data.warnings ?? []} />
        <section aria-labelledby={movesId}>
          <Title order={3} fz="md" id={movesId} mb="xs">
            Moves
          </Title>
          {sections.length === 0 ? (
            <Text fz="sm" data-testid="proposal-no-moves">
              {`Nothing has to change: every group keeps its project from version ${base}.`}
            </Text>
          ) : (
            <ChainList sections={sections} />
          )}
        </section>
        <ProposalNotes report={data} />
      </Stack>
    );
  }

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="proposal-panel"
      pt="md"
    >
      <Paper withBorder p="sm" radius="md">
        <Title order={2} fz="h4" id={headingId} mb={4}>
          {`Changes since version ${base}`}
        </Title>
        <Text fz="sm" mb="sm">
          The proposal keeps every group on its project unless it must move, and says why each group
          moves. Locked groups never move. Nothing is saved until you publish.
        </Text>
        <Group gap="sm" justify="space-between" align="flex-end">
          <Checkbox
            label="Also place groups on projects they did not rank"
            checked={allowUnranked}
            onChange={(event) => setAllowUnranked(event.currentTarget.checked)}
          />
          {canLoad && (
            <Button
              leftSection={<IconArrowBarToDown size={18} aria-hidden />}
              disabled={!report || proposal.isFetching}
              onClick={() => report && onLoad(report)}
              data-testid="load-proposal"
            >
              LOAD PROPOSAL ONTO BOARD
            </Button>
          )}
        </Group>
      </Paper>
      {body}
    </Stack>
  );
}
