import type { FormField } from '@capstone/contracts';
import { NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { answerTopic, availableOptions, isChoiceQuestion } from '../utils/group-form';
import { NOTES_MAX_CHARS } from '../utils/preference-messages';

interface TopicQuestionsProps {
  form: readonly FormField[];
  answers: readonly string[];
  onChange: (answers: string[]) => void;
  /** Indexes of unanswered questions to mark after a NEXT. */
  missing: readonly number[];
  missingMessage: string;
}

/**
 * Step 2 of the group form: the subcourse's project preference form, every field required; a
 * topic chosen in one select/dropdown question is not offered by the others.
 */
export function TopicQuestions(props: TopicQuestionsProps) {
  const { form, answers, onChange, missing, missingMessage } = props;
  if (form.length === 0) {
    return <Text c="dimmed">This course asks no topic questions. Go on to submit.</Text>;
  }
  return (
    <Stack gap="md">
      {form.map((question, index) => {
        const value = answers[index] ?? '';
        const common = {
          label: question.label,
          withAsterisk: true,
          required: true,
          error: missing.includes(index) ? missingMessage : undefined,
        };
        const set = (next: string) => onChange(answerTopic(form, answers, index, next));
        if (isChoiceQuestion(question)) {
          return (
            <Select
              key={question.id}
              {...common}
              data={availableOptions(form, answers, index)}
              value={value || null}
              onChange={(next) => set(next ?? '')}
              placeholder="Choose a topic"
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          );
        }
        if (question.input_type === 'number') {
          return (
            <NumberInput
              key={question.id}
              {...common}
              value={value}
              onChange={(next) => set(String(next))}
            />
          );
        }
        if (question.input_type === 'textarea') {
          return (
            <Textarea
              key={question.id}
              {...common}
              value={value}
              onChange={(event) => set(event.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={NOTES_MAX_CHARS}
            />
          );
        }
        // text, and any choice type the group form does not offer, is answered in words.
        return (
          <TextInput
            key={question.id}
            {...common}
            value={value}
            onChange={(event) => set(event.currentTarget.value)}
            maxLength={NOTES_MAX_CHARS}
          />
        );
      })}
    </Stack>
  );
}
