import { BETWEEN_ANCHORS, type PeerDimension } from '@capstone/contracts';
import { Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { LEVELS } from '../utils/peer-form-state';
import classes from './score-question.module.css';

interface ScoreQuestionProps {
  dimension: PeerDimension;
  /** How the group's name ends: "Ana", or "yourself" for the caller. */
  who: string;
  /** Radios of one question share a name, so arrow keys move inside it and Tab leaves it. */
  name: string;
  /** The id of level 5's radio, where a problem with this question moves focus. */
  firstId: string;
  value: number | undefined;
  onChange: (level: number) => void;
  error?: string | undefined;
}

/** The text shown beside a level: its anchor for 5, 3 and 1, "between" for 4 and 2. */
export const levelText = (dimension: PeerDimension, level: number): string =>
  level === 5 || level === 3 || level === 1 ? dimension.anchors[`${level}`] : BETWEEN_ANCHORS;

/**
 * One dimension for one person: a native radio group in a fieldset, levels 5 to 1 from top to
 * bottom so that "above and below" reads true, with every description visible.
 */
export function ScoreQuestion(props: ScoreQuestionProps) {
  const { dimension, who, name, firstId, value, onChange, error } = props;
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={error ? `${errorId} ${hintId}` : hintId}
    >
      <legend className={classes.legend}>
        {dimension.title}
        <VisuallyHidden> for {who}</VisuallyHidden>
      </legend>
      <VisuallyHidden id={hintId}>
        Choose one of five levels, from 5, the highest, to 1.
      </VisuallyHidden>
      {error && (
        <Text id={errorId} c="var(--mantine-color-error)" fz="sm" fw={600} mb="xs">
          {error}
        </Text>
      )}
      <Stack gap={6}>
        {LEVELS.map((level) => (
          <Radio
            key={level}
            id={level === LEVELS[0] ? firstId : undefined}
            name={name}
            value={String(level)}
            checked={value === level}
            onChange={() => onChange(level)}
            size="md"
            classNames={{ labelWrapper: classes.labelWrapper }}
            label={
              <>
                <Text span fw={700}>
                  {level}
                </Text>
                <Text span>: {levelText(dimension, level)}</Text>
              </>
            }
          />
        ))}
      </Stack>
    </fieldset>
  );
}
