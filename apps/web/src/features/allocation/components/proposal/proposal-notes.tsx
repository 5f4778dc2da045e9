import type { AllocationReport } from '@capstone/contracts';
import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { unmetRequests } from '../../utils/proposal-view';

type Report = Pick<AllocationReport, 'requests' | 'warnings' | 'min_groups_missed'>;

function NoteSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="sm" data-testid={testId}>
      <Title order={3} fz="md" id={headingId} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Lock warnings at the top: they explain why the proposal could not do better. */
export function ProposalWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Warnings"
      data-testid="proposal-warnings"
    >
      <List fz="sm" spacing={2}>
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The approved change requests the proposal does not meet, and the projects below their minimum. */
export function ProposalNotes({ report }: { report: Report }) {
  const unmet = unmetRequests(report);
  const met = (report.requests ?? []).length - unmet.length;
  return (
    <Stack gap="sm">
      {(report.requests ?? []).length > 0 && (
        <NoteSection title="Approved change requests" testId="proposal-requests">
          <Text fz="sm" mb={unmet.length > 0 ? 'xs' : 0}>
            {unmet.length === 0
              ? 'The proposal meets every approved change request.'
              : `The proposal meets ${met} of ${met + unmet.length} approved change requests. Not met:`}
          </Text>
          {unmet.length > 0 && (
            <List fz="sm" spacing={4}>
              {unmet.map((request) => (
                <List.Item key={request.id}>
                  <Text span fw={600} fz="sm">
                    {request.group.name}
                  </Text>
                  {` asked for ${request.project?.name ?? 'any project with a free place'}. `}
                  {request.note}
                </List.Item>
              ))}
            </List>
          )}
        </NoteSection>
      )}
      {report.min_groups_missed.length > 0 && (
        <NoteSection title="Projects below their minimum" testId="proposal-min-groups">
          <List fz="sm" spacing={4}>
            {report.min_groups_missed.map((entry) => (
              <List.Item key={entry.project.id}>{entry.message}</List.Item>
            ))}
          </List>
        </NoteSection>
      )}
    </Stack>
  );
}
