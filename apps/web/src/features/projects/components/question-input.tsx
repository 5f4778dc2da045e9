import {
  PROJECT_NAME_MAX,
  PROJECT_TEXT_MAX,
  type FormField,
  type QuestionnaireAnswer,
  type QuestionnaireField,
} from '@capstone/contracts';
import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Radio,
  Select,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { termChoices } from '../utils/project-form';

interface QuestionInputProps {
  question: FormField;
  /** The project field the question fills, or null for a free response. */
  field: QuestionnaireField | null;
  value: QuestionnaireAnswer;
  onChange: (value: QuestionnaireAnswer) => void;
  error?: string | undefined;
  courseTerms?: readonly number[] | undefined;
  disabled?: boolean;
}

const asText = (value: QuestionnaireAnswer) => (Array.isArray(value) ? value.join(', ') : value);
const asList = (value: QuestionnaireAnswer) =>
  Array.isArray(value) ? value : value ? [value] : [];
/** Options plus any saved value the admin has since removed, so that nothing vanishes. */
const withValues = (options: readonly string[], values: readonly string[]) => [
  ...new Set([...options, ...values]),
];

/** One question of the client questionnaire, as the input its field or type calls for. */
export function QuestionInput(props: QuestionInputProps) {
  const { question, field, value, onChange, error, courseTerms, disabled } = props;
  const common = { label: question.label, withAsterisk: true, error, disabled };
  const list = asList(value);
  const text = asText(value);

  if (field === 'terms') {
    return (
      <Checkbox.Group {...common} value={list} onChange={onChange}>
        <Group mt="xs" gap="md">
          {termChoices(question.options, courseTerms).map((choice) => (
            <Checkbox key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </Group>
      </Checkbox.Group>
    );
  }
  if (field === 'capacity') {
    return (
      <NumberInput
        {...common}
        min={0}
        max={1000}
        allowDecimal={false}
        allowNegative={false}
        value={text}
        onChange={(next) => onChange(String(next))}
        maw={240}
      />
    );
  }
  if (field === 'areas') {
    return question.options.length > 0 ? (
      <MultiSelect
        {...common}
        data={withValues(question.options, list)}
        value={list}
        onChange={onChange}
        searchable
        clearable
      />
    ) : (
      <TagsInput {...common} value={list} onChange={onChange} maxTags={20} />
    );
  }

  const type = question.input_type;
  const isMultiChoice = type === 'checkbox' || type === 'dropdown';
  const isSingleChoice = type === 'radio' || type === 'select';
  if (isMultiChoice && field === null) {
    if (type === 'checkbox') {
      return (
        <Checkbox.Group {...common} value={list} onChange={onChange}>
          <Stack mt="xs" gap="xs">
            {withValues(question.options, list).map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
    return (
      <MultiSelect
        {...common}
        data={withValues(question.options, list)}
        value={list}
        onChange={onChange}
        searchable
        clearable
      />
    );
  }
  if ((isSingleChoice || isMultiChoice) && question.options.length > 0) {
    const data = withValues(question.options, text ? [text] : []);
    if (type === 'radio') {
      return (
        <Radio.Group {...common} value={text} onChange={onChange}>
          <Stack mt="xs" gap="xs">
            {data.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    }
    return (
      <Select
        {...common}
        data={data}
        value={text || null}
        onChange={(next) => onChange(next ?? '')}
        clearable
        allowDeselect
      />
    );
  }
  if (type === 'number') {
    return <NumberInput {...common} value={text} onChange={(next) => onChange(String(next))} />;
  }
  if (type === 'textarea') {
    return (
      <Textarea
        {...common}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={PROJECT_TEXT_MAX}
      />
    );
  }
  return (
    <TextInput
      {...common}
      value={text}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={field === 'name' || field === 'category' ? PROJECT_NAME_MAX : PROJECT_TEXT_MAX}
    />
  );
}
