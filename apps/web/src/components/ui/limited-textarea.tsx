import { Textarea, type TextareaProps } from '@mantine/core';

const count = new Intl.NumberFormat('en');

interface LimitedTextareaProps extends Omit<TextareaProps, 'maxLength' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Most characters; the field refuses more and says how many are used. */
  max: number;
  /** A sentence shown before the count ("Sent to the group's members."). */
  hint?: string;
}

/**
 * A labelled textarea that says how many of its characters are used. The count is part of the
 * field's description, so a screen reader hears it with the field and not at every key press.
 */
export function LimitedTextarea({ value, onChange, max, hint, ...props }: LimitedTextareaProps) {
  const used = `${count.format(value.length)} of ${count.format(max)} characters used.`;
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={10}
      {...props}
      maxLength={max}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={hint ? `${hint} ${used}` : used}
    />
  );
}
