import type { ChangeRequest } from '@capstone/contracts';
import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatTimestamp } from '@/lib/format-date';
import { requestedProjectText } from '../utils/request-status';

/** One term and its value; `wide` spans the whole row (free text). */
function Fact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box miw={0} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {term}
      </Text>
      <Text
        component="dd"
        fz="sm"
        m={0}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {children}
      </Text>
    </Box>
  );
}

/**
 * What a request says and what became of it, as a description list: the same facts for staff and
 * for the group, so both read the same words.
 */
export function RequestFacts({ request }: { request: ChangeRequest }) {
  const asked = request.requested_by
    ? `${formatTimestamp(request.created_at)} by ${request.requested_by.name}`
    : formatTimestamp(request.created_at);
  const decided =
    request.decided_at &&
    (request.decided_by
      ? `${formatTimestamp(request.decided_at)} by ${request.decided_by.name}`
      : formatTimestamp(request.decided_at));
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      <Fact term="From project">{request.from_project?.name ?? 'No project'}</Fact>
      <Fact term="Requested project">{requestedProjectText(request)}</Fact>
      <Fact term="Asked">{asked}</Fact>
      {decided && <Fact term="Decided">{decided}</Fact>}
      <Fact term="Reason" wide>
        {request.reason}
      </Fact>
      {request.message && (
        <Fact term="Staff message" wide>
          {request.message}
        </Fact>
      )}
    </SimpleGrid>
  );
}
