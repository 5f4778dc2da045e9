import type { ProjectFull } from '@capstone/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { dimmedText } from '@/components/table/common-columns';
import type { DataColumn } from '@/components/table/data-table';
import { WithdrawnBadge, withdrawnLine } from '@/components/ui/withdrawn-badge';
import { canWithdraw, withdrawalText } from '../utils/project-withdrawal';

/**
 * The projects table's Withdrawal column: who withdrew a project and when, and for a course
 * admin a Withdraw button on each published project. `onWithdraw` opens the page's one dialog.
 */
export function withdrawalColumn(
  canEdit: boolean,
  onWithdraw: (project: ProjectFull) => void,
): DataColumn<ProjectFull> {
  return {
    id: 'withdrawal',
    header: 'Withdrawal',
    value: withdrawalText,
    sortable: false,
    minWidth: 170,
    cell: (project) => {
      if (project.withdrawn) {
        return (
          <Stack gap={2} align="flex-start">
            <WithdrawnBadge size="sm" />
            <Text fz="xs" c="dimmed">
              {withdrawnLine(project.withdrawn)}
            </Text>
            <Text fz="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              Reason: {project.withdrawn.reason}
            </Text>
          </Stack>
        );
      }
      if (canEdit && canWithdraw(project)) {
        return (
          <Button
            size="xs"
            color="red.9"
            variant="outline"
            aria-label={`Withdraw ${project.name}`}
            onClick={() => onWithdraw(project)}
          >
            Withdraw
          </Button>
        );
      }
      return dimmedText('—');
    },
  };
}
