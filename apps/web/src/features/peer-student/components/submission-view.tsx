import type { PeerSubmission } from '@capstone/contracts';
import { Card, Paper, Stack, Text, Title } from '@mantine/core';
import { isSelf, formContext } from '../utils/peer-form-state';
import { levelText } from './score-question';

/** The saved submission as text, once the round no longer takes changes. */
export function SubmissionView({
  submission,
  studentId,
}: {
  submission: PeerSubmission;
  studentId: string;
}) {
  if (!submission.submitted_at)
    return (
      <Paper withBorder p="xl" ta="center">
        <Text>You did not submit a peer evaluation in this round.</Text>
      </Paper>
    );
  const context = formContext(submission, studentId);
  const byStudent = new Map(submission.ratings.map((rating) => [rating.student, rating]));

  return (
    <Stack gap="lg">
      {context.toRate.map((person) => {
        const rating = byStudent.get(person.id);
        const headingId = `peer-view-${person.id}`;
        return (
          <Card
            key={person.id}
            withBorder
            radius="md"
            padding="md"
            component="section"
            aria-labelledby={headingId}
          >
            <Title order={2} fz="h3" id={headingId} mb="sm">
              {isSelf(context, person.id) ? 'You' : person.name}
            </Title>
            <Stack component="dl" gap="sm" m={0}>
              {context.dimensions.map((dimension) => {
                const level = rating?.scores[dimension.key];
                return (
                  <div key={dimension.key}>
                    <Text component="dt" fw={600}>
                      {dimension.title}
                    </Text>
                    <Text component="dd" m={0}>
                      {level === undefined
                        ? 'Not rated.'
                        : `Level ${level} of 5: ${levelText(dimension, level)}`}
                    </Text>
                  </div>
                );
              })}
              {rating?.comment && (
                <div>
                  <Text component="dt" fw={600}>
                    Your comment to {person.name}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {rating.comment}
                  </Text>
                </div>
              )}
            </Stack>
          </Card>
        );
      })}
      {submission.staff_comment && (
        <Card
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby="peer-view-staff"
        >
          <Title order={2} fz="h3" id="peer-view-staff" mb="sm">
            Private comment to staff
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {submission.staff_comment}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
