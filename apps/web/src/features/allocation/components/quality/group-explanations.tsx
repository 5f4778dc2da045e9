import type { AllocationReport } from '@capstone/contracts';
import {
  Badge,
  Group,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useId } from 'react';
import type { BoardPlacement, BoardQuality, GroupRankings } from '../../utils/board-quality';
import { explanationFor, ordinal, type NamedProject } from './group-explanation';

interface GroupExplanationsProps {
  report: AllocationReport | null;
  placement: BoardPlacement;
  rankings: GroupRankings;
  quality: BoardQuality;
  groupName: (groupId: string) => string;
  projects: readonly NamedProject[];
  onFocusGroup?: (groupId: string) => void;
}

// Unallocated first, then unranked, then the worst ranks: the groups staff need to look at.
const order = (quality: BoardQuality, groupId: string) => {
  if (!(groupId in quality.ranks)) return 0;
  const rank = quality.ranks[groupId];
  return rank === null || rank === undefined ? 1 : 100 - rank;
};

function RankBadge({ placed, rank }: { placed: boolean; rank: number | null | undefined }) {
  if (!placed)
    return (
      <Badge color="red.9" variant="filled">
        Unallocated
      </Badge>
    );
  if (rank === null || rank === undefined)
    return (
      <Badge color="gray" variant="light">
        Unranked
      </Badge>
    );
  return (
    <Badge color="indigo" variant="light">
      {ordinal(rank)}
    </Badge>
  );
}

/**
 * Every group on the board with its project and rank now; hovering or focusing a row shows why it
 * sits there, and activating it asks the board to bring the group's card into view.
 */
export function GroupExplanations({
  report,
  placement,
  rankings,
  quality,
  groupName,
  projects,
  onFocusGroup,
}: GroupExplanationsProps) {
  const titleId = useId();
  const baseId = useId();
  const projectName = (id: string) => projects.find((p) => p.id === id)?.name ?? 'Unknown project';
  const groupIds = Object.keys(placement).sort(
    (a, b) => order(quality, a) - order(quality, b) || groupName(a).localeCompare(groupName(b)),
  );

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        Why each group is where it is
      </Title>
      <Text fz="xs" c="dimmed">
        Hover or focus a group to read why{onFocusGroup ? '; select it to find its card' : ''}.
      </Text>
      <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
        {/* Padding keeps the focus ring of the first and last rows inside the scrolling area. */}
        <Stack gap={4} component="ul" m={0} p={3} style={{ listStyle: 'none' }}>
          {groupIds.map((groupId, index) => {
            const projectId = placement[groupId] ?? null;
            const explanation = explanationFor(report, groupId, placement, rankings, projects);
            const descriptionId = `${baseId}-${index}`;
            return (
              <li key={groupId}>
                <Tooltip
                  label={explanation}
                  multiline
                  w={260}
                  position="top"
                  withArrow
                  events={{ hover: true, focus: true, touch: true }}
                >
                  <UnstyledButton
                    w="100%"
                    px="xs"
                    py={6}
                    aria-describedby={descriptionId}
                    onClick={() => onFocusGroup?.(groupId)}
                    style={{
                      borderRadius: 'var(--mantine-radius-sm)',
                      border: '1px solid var(--mantine-color-default-border)',
                    }}
                  >
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <div style={{ minWidth: 0 }}>
                        <Text fz="sm" fw={600} truncate>
                          {groupName(groupId)}
                        </Text>
                        <Text fz="xs" c="dimmed" truncate>
                          {projectId === null ? 'No project' : projectName(projectId)}
                        </Text>
                      </div>
                      <RankBadge placed={projectId !== null} rank={quality.ranks[groupId]} />
                    </Group>
                  </UnstyledButton>
                </Tooltip>
                <VisuallyHidden id={descriptionId}>{explanation}</VisuallyHidden>
              </li>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
