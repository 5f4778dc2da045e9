import { PEER_LIMITS, type PeerDimension } from '@capstone/contracts';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { LimitedTextarea } from '@/components/ui/limited-textarea';
import type { FieldIds, FormProblem } from '../utils/check-failure';
import { ScoreQuestion } from './score-question';

interface PersonCardProps {
  person: { id: string; name: string };
  self: boolean;
  /** Whether this person takes a comment (a teammate, and the round takes comments). */
  withComment: boolean;
  dimensions: readonly PeerDimension[];
  scores: Record<string, number> | undefined;
  comment: string;
  onScore: (key: string, level: number) => void;
  onComment: (text: string) => void;
  ids: FieldIds;
  /** The form's current problem, shown here when it is about this person. */
  problem: FormProblem | null;
}

/** One person's section of the form: a question per dimension, then the optional comment. */
export function PersonCard(props: PersonCardProps) {
  const { person, self, withComment, dimensions, scores, comment, ids, problem } = props;
  const errorId = useId();
  const mine = problem && 'personId' in problem.target && problem.target.personId === person.id;
  const cardError = mine && problem.target.kind === 'person' ? problem.message : undefined;
  const commentError = mine && problem.target.kind === 'comment' ? problem.message : undefined;
  const who = self ? 'yourself' : person.name;

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={ids.person(person.id)}
    >
      <Stack gap="lg">
        <div>
          <Title
            order={2}
            fz="h3"
            id={ids.person(person.id)}
            tabIndex={-1}
            aria-describedby={cardError ? errorId : undefined}
          >
            {self ? 'You' : person.name}
          </Title>
          {self && (
            <Text fz="sm" c="dimmed">
              Rate your own work. Staff read your self-rating; your teammates never see it.
            </Text>
          )}
          {cardError && (
            <Text id={errorId} c="var(--mantine-color-error)" fw={600} mt="xs">
              {cardError}
            </Text>
          )}
        </div>
        {dimensions.map((dimension) => (
          <ScoreQuestion
            key={dimension.key}
            dimension={dimension}
            who={who}
            name={ids.score(person.id, dimension.key)}
            firstId={ids.score(person.id, dimension.key)}
            value={scores?.[dimension.key]}
            onChange={(level) => props.onScore(dimension.key, level)}
            error={
              mine && problem.target.kind === 'score' && problem.target.key === dimension.key
                ? problem.message
                : undefined
            }
          />
        ))}
        {withComment && (
          <LimitedTextarea
            id={ids.comment(person.id)}
            label={`Comment to ${person.name} (optional)`}
            hint={`Staff read it. When results are released, ${person.name} sees it without your name, unless staff hide it.`}
            max={PEER_LIMITS.comment}
            value={comment}
            onChange={props.onComment}
            error={commentError}
          />
        )}
      </Stack>
    </Card>
  );
}
