import type { AllocationReport } from '@capstone/contracts';
import { Alert, Anchor, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useId, useMemo } from 'react';
import { useProjectDemand } from '../../api/get-project-demand';
import { boardQuality, type BoardPlacement } from '../../utils/board-quality';
import { ProposalNotes } from '../proposal/proposal-notes';
import { DemandChart } from './demand-chart';
import { movedFromSuggestion } from './group-explanation';
import { GroupExplanations } from './group-explanations';
import { RankHistogram } from './rank-histogram';
import { SuggestionNote } from './suggestion-note';
import { TopShares } from './top-shares';
import { UnallocatedReason } from './unallocated-reason';

export interface QualityPanelProps {
  subcourseId: string;
  /** The engine's suggestion the board started from, or null when there is none. */
  report: AllocationReport | null;
  /** The board now: group id → project id, or null while unallocated. */
  placement: BoardPlacement;
  /** Asks the board to bring a group's card into view. */
  onFocusGroup?: (groupId: string) => void;
  /** Group names (the board's own list); the report's names are used otherwise. */
  groups?: readonly { id: string; name: string }[];
}

function PanelSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden>Loading allocation quality</VisuallyHidden>
      <Skeleton h={20} w="60%" />
      <Skeleton h={200} />
      <Skeleton h={16} />
      <Skeleton h={16} />
      <Skeleton h={16} />
      <Skeleton h={240} />
    </Stack>
  );
}

/**
 * The quality of the board as staff arrange it, beside the board: rank histogram, top-K shares,
 * worst and mean rank, who is unallocated and why, each group's explanation, and the demand
 * picture, so staff see why before they publish.
 */
export function QualityPanel({
  subcourseId,
  report,
  placement,
  onFocusGroup,
  groups,
}: QualityPanelProps) {
  const titleId = useId();
  const demand = useProjectDemand(subcourseId);
  const rankings = demand.data?.rankings;
  const quality = useMemo(
    () => (rankings ? boardQuality(rankings, placement) : null),
    [rankings, placement],
  );

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const group of report?.groups ?? []) map.set(group.id, group.name);
    for (const group of groups ?? []) map.set(group.id, group.name);
    return map;
  }, [report, groups]);
  const groupName = (id: string) => names.get(id) ?? id;

  let body;
  if (demand.isPending) {
    body = <PanelSkeleton />;
  } else if (demand.isError) {
    body = (
      <Alert
        color="red"
        title="Could not load the allocation quality"
        styles={{ title: { color: 'var(--mantine-color-error)' } }}
      >
        <Text fz="sm" mb="sm">
          {demand.error.message}
        </Text>
        <Button size="compact-sm" onClick={() => void demand.refetch()} loading={demand.isFetching}>
          TRY AGAIN
        </Button>
      </Alert>
    );
  } else if (!quality || !Object.values(demand.data.rankings).some((ranking) => ranking.length)) {
    body = <Text fz="sm">No groups have ranked projects yet.</Text>;
  } else {
    const projects = demand.data.projects;
    body = (
      <>
        {report && (
          <SuggestionNote report={report} moved={movedFromSuggestion(report, placement).length} />
        )}
        <TopShares quality={quality} suggested={report?.quality ?? null} />
        <RankHistogram histogram={quality.histogram} suggested={report?.quality.rank_histogram} />
        <UnallocatedReason
          report={report}
          unallocatedIds={quality.unallocatedIds}
          groupName={groupName}
        />
        {/* Minimums missed (and, for a proposal, requests not met) belong to every report. */}
        {report && <ProposalNotes report={report} />}
        <GroupExplanations
          report={report}
          placement={placement}
          rankings={demand.data.rankings}
          quality={quality}
          groupName={groupName}
          projects={projects}
          onFocusGroup={onFocusGroup}
        />
        <DemandChart projects={projects} />
      </>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId} w="100%">
      <Title order={2} fz="h4" id={titleId}>
        Allocation quality
      </Title>
      {body}
      <Text fz="xs" c="dimmed">
        Students and clients can read how the suggestion works, and that staff decide, in the{' '}
        <Anchor component={Link} to={paths.privacy.getHref()} fz="xs" underline="always">
          privacy notice
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
