import {
  ANCHOR_LEVELS,
  BETWEEN_ANCHORS,
  DEFAULT_PEER_DIMENSIONS,
  PEER_LIMITS,
  type AnchorLevel,
} from '@capstone/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { blankDimension, type RoundFormValues } from '../utils/round-form';
import { fieldId } from './field-id';

const LEVEL_WORDS: Record<AnchorLevel, string> = { '5': 'highest', '3': 'middle', '1': 'lowest' };

const isDefault = (values: RoundFormValues) =>
  values.dimensions.length === DEFAULT_PEER_DIMENSIONS.length &&
  values.dimensions.every((d, i) => {
    const preset = DEFAULT_PEER_DIMENSIONS[i];
    return (
      preset !== undefined &&
      d.key === preset.key &&
      d.title === preset.title &&
      ANCHOR_LEVELS.every((level) => d.anchors[level] === preset.anchors[level])
    );
  });

/** Focuses a control after React has moved its row (reordering keeps the keyboard in place). */
const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The round's dimensions: key, title and the descriptions of levels 5, 3 and 1, in the order
 * students see them. Up and down buttons reorder them, so it all works from the keyboard.
 */
export function DimensionsEditor({
  form,
  formId,
  disabled,
}: {
  form: UseFormReturnType<RoundFormValues>;
  formId: string;
  disabled: boolean;
}) {
  const dimensions = form.values.dimensions;
  const full = dimensions.length >= PEER_LIMITS.dimensions;
  const listError = form.errors.dimensions;

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    form.reorderListItem('dimensions', { from: index, to: target });
    const atEdge = target === 0 || target === dimensions.length - 1;
    const button = atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down';
    focusLater(fieldId(formId, `dimension-${target}-${button}`));
  };

  const remove = (index: number) => {
    form.removeListItem('dimensions', index);
    // Focus stays in the list: on the row that took this place, else the add button.
    const next = Math.min(index, dimensions.length - 2);
    focusLater(
      next >= 0 ? fieldId(formId, `dimensions.${next}.key`) : fieldId(formId, 'add-dimension'),
    );
  };

  const add = () => {
    form.insertListItem('dimensions', blankDimension());
    focusLater(fieldId(formId, `dimensions.${dimensions.length}.key`));
  };

  const restoreDefaults = () => {
    form.setFieldValue(
      'dimensions',
      DEFAULT_PEER_DIMENSIONS.map((d) => ({
        ...blankDimension(),
        ...d,
        anchors: { ...d.anchors },
      })),
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={fieldId(formId, 'dimensions-heading')}>
      <Group justify="space-between" gap="xs" align="flex-end">
        <div>
          <Text fw={600} id={fieldId(formId, 'dimensions-heading')}>
            Dimensions
          </Text>
          <Text fz="sm" c="dimmed">
            Students score each teammate from 1 to 5 on every dimension, in this order. Describe
            levels 5, 3 and 1; levels 4 and 2 read &ldquo;{BETWEEN_ANCHORS}&rdquo;.
          </Text>
        </div>
        {!isDefault(form.values) && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={restoreDefaults}
            disabled={disabled}
          >
            USE DEFAULT DIMENSIONS
          </Button>
        )}
      </Group>
      {listError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          id={fieldId(formId, 'dimensions')}
          tabIndex={-1}
        >
          {listError}
        </Alert>
      )}
      {dimensions.map((dimension, index) => {
        const n = index + 1;
        const path = `dimensions.${index}`;
        return (
          <Fieldset
            key={dimension.uid}
            legend={`Dimension ${n}${dimension.title.trim() ? `: ${dimension.title.trim()}` : ''}`}
            disabled={disabled}
            data-testid="dimension"
            styles={{ legend: { fontWeight: 600, overflowWrap: 'anywhere' } }}
          >
            <Stack gap="xs">
              <Group gap="xs" align="flex-start" wrap="wrap">
                <TextInput
                  id={fieldId(formId, `${path}.key`)}
                  style={{ flex: '1 1 160px' }}
                  label="Key"
                  aria-label={`Dimension ${n} key`}
                  description="Lower-case letters, digits or _, e.g. on_track"
                  withAsterisk
                  maxLength={PEER_LIMITS.keyLength}
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.getInputProps(`${path}.key`)}
                />
                <TextInput
                  id={fieldId(formId, `${path}.title`)}
                  style={{ flex: '3 1 240px' }}
                  label="Title"
                  aria-label={`Dimension ${n} title`}
                  description="What students read, e.g. Keeping the team on track"
                  withAsterisk
                  maxLength={PEER_LIMITS.title}
                  {...form.getInputProps(`${path}.title`)}
                />
              </Group>
              {ANCHOR_LEVELS.map((level) => (
                <Textarea
                  key={level}
                  id={fieldId(formId, `${path}.anchors.${level}`)}
                  label={`Level ${level} description`}
                  aria-label={`Dimension ${n} level ${level} description`}
                  description={`What a ${level} (${LEVEL_WORDS[level]}) looks like`}
                  withAsterisk
                  autosize
                  minRows={1}
                  maxRows={4}
                  maxLength={PEER_LIMITS.anchor}
                  {...form.getInputProps(`${path}.anchors.${level}`)}
                />
              ))}
              <Group gap={4} justify="flex-end">
                <Tooltip label="Move up">
                  <ActionIcon
                    id={fieldId(formId, `dimension-${index}-up`)}
                    variant="default"
                    size="lg"
                    aria-label={`Move dimension ${n} up`}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Move down">
                  <ActionIcon
                    id={fieldId(formId, `dimension-${index}-down`)}
                    variant="default"
                    size="lg"
                    aria-label={`Move dimension ${n} down`}
                    disabled={disabled || index === dimensions.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label="Remove dimension">
                  <ActionIcon
                    variant="light"
                    color="red.9"
                    size="lg"
                    aria-label={`Remove dimension ${n}`}
                    disabled={disabled || dimensions.length === 1}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group gap="sm">
        <Button
          id={fieldId(formId, 'add-dimension')}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={disabled || full}
        >
          ADD DIMENSION
        </Button>
        <Text fz="sm" c="dimmed" aria-live="polite">
          {full
            ? `A round has at most ${PEER_LIMITS.dimensions} dimensions.`
            : `${dimensions.length} of at most ${PEER_LIMITS.dimensions} dimensions.`}
        </Text>
      </Group>
    </Stack>
  );
}
