import { FORM_FIELD_TYPES, LIMITS, type FormField, type FormFieldType } from '@capstone/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Menu,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconPlus,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useId } from 'react';
import {
  addField,
  addOption,
  changeFieldType,
  isChoiceType,
  moveField,
  removeField,
  removeOption,
  renameOption,
  updateField,
} from '../utils/form-builder';

const TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Text',
  textarea: 'Textarea',
  radio: 'Radio',
  checkbox: 'Checkbox',
  number: 'Number',
  dropdown: 'Dropdown',
  select: 'Select',
};
const TYPE_OPTIONS = FORM_FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

interface FormBuilderProps {
  /** Section heading, e.g. 'Client Questionnaire'. */
  title: string;
  description: string;
  fields: FormField[];
  onChange: (fields: FormField[]) => void;
  disabled?: boolean;
}

/** Focuses a control after React has moved its field (reordering keeps the keyboard in place). */
const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * Form Builder: edits one list of form fields: label, type, options, order (up and down buttons, so
 * it works from the keyboard), delete, and new fields of the seven types.
 */
export function FormBuilder({ title, description, fields, onChange, disabled }: FormBuilderProps) {
  const uid = useId();
  const headingId = `${uid}-heading`;
  const ctl = (what: string, fieldId: string) => `${uid}-${what}-${fieldId}`;

  const move = (field: FormField, index: number, by: -1 | 1) => {
    onChange(moveField(fields, field.id, by));
    const target = index + by;
    const atEdge = target === 0 || target === fields.length - 1;
    // At the first or last place that button is disabled: keep focus on the other one.
    focusLater(ctl(atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down', field.id));
  };

  const add = (type: FormFieldType) => {
    const next = addField(fields, type);
    onChange(next);
    const created = next[next.length - 1];
    if (created) focusLater(ctl('label', created.id));
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <div>
          <Title order={3} fz="h4" id={headingId}>
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <Menu position="bottom-end" disabled={disabled}>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              rightSection={<IconChevronDown size={16} aria-hidden />}
              disabled={disabled}
              aria-label={`Add field to ${title}`}
            >
              ADD FIELD
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {TYPE_OPTIONS.map((option) => (
              <Menu.Item key={option.value} onClick={() => add(option.value)}>
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {fields.length === 0 && (
        <Text fz="sm" c="dimmed" ta="center" py="md">
          This form has no fields yet. Use ADD FIELD to add one.
        </Text>
      )}
      {fields.map((field, index) => {
        const n = index + 1;
        const name = `${title} field ${n}`;
        return (
          <Card key={field.id} withBorder padding="sm" data-testid="form-field">
            <Stack gap="xs">
              <Group align="flex-end" gap="xs" wrap="wrap">
                <TextInput
                  id={ctl('label', field.id)}
                  style={{ flex: '1 1 260px' }}
                  label={`Field ${n} label`}
                  aria-label={`${name} label`}
                  maxLength={LIMITS.formLabel}
                  value={field.label}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(updateField(fields, field.id, { label: event.currentTarget.value }))
                  }
                />
                <Select
                  w={140}
                  label={`Field ${n} type`}
                  aria-label={`${name} type`}
                  data={TYPE_OPTIONS}
                  value={field.input_type}
                  allowDeselect={false}
                  disabled={disabled}
                  onChange={(value) => {
                    if (!value) return;
                    onChange(
                      fields.map((f) =>
                        f.id === field.id ? changeFieldType(f, value as FormFieldType) : f,
                      ),
                    );
                  }}
                />
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Move up">
                    <ActionIcon
                      id={ctl('up', field.id)}
                      variant="default"
                      size="lg"
                      aria-label={`Move ${name} up`}
                      disabled={disabled || index === 0}
                      onClick={() => move(field, index, -1)}
                    >
                      <IconArrowUp size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Move down">
                    <ActionIcon
                      id={ctl('down', field.id)}
                      variant="default"
                      size="lg"
                      aria-label={`Move ${name} down`}
                      disabled={disabled || index === fields.length - 1}
                      onClick={() => move(field, index, 1)}
                    >
                      <IconArrowDown size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete field">
                    <ActionIcon
                      variant="light"
                      color="red.9"
                      size="lg"
                      aria-label={`Delete ${name}`}
                      disabled={disabled}
                      onClick={() => onChange(removeField(fields, field.id))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              {isChoiceType(field.input_type) && (
                <Stack gap={6} pl={{ base: 0, sm: 'md' }}>
                  {field.options.map((option, optionIndex) => (
                    <Group key={optionIndex} gap="xs" wrap="nowrap">
                      <TextInput
                        style={{ flex: 1 }}
                        size="xs"
                        aria-label={`${name} option ${optionIndex + 1}`}
                        maxLength={LIMITS.formOption}
                        value={option}
                        disabled={disabled}
                        onChange={(event) =>
                          onChange(
                            updateField(
                              fields,
                              field.id,
                              renameOption(field, optionIndex, event.currentTarget.value),
                            ),
                          )
                        }
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={`Remove ${name} option ${optionIndex + 1}`}
                        disabled={disabled || field.options.length <= 1}
                        onClick={() =>
                          onChange(updateField(fields, field.id, removeOption(field, optionIndex)))
                        }
                      >
                        <IconX size={16} />
                      </ActionIcon>
                    </Group>
                  ))}
                  <Group>
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      disabled={disabled}
                      aria-label={`Add option to ${name}`}
                      onClick={() => onChange(updateField(fields, field.id, addOption(field)))}
                    >
                      ADD OPTION
                    </Button>
                  </Group>
                </Stack>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
