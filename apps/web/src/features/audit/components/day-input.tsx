import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { dayText, parseDayText } from '../utils/day-text';

interface DayInputProps {
  label: string;
  /** `YYYY-MM-DD`, or `''` for no day. */
  value: string;
  onChange: (day: string) => void;
  /** A problem with the day as a whole (a range that ends before it starts). */
  error?: string;
  w?: Record<string, number | string>;
}

/**
 * A day typed as `dd/mm/yyyy`, the way the page writes every date (a browser's date field would
 * show its own language's order beside it). The day is passed on as soon as it is a real one.
 */
export function DayInput({ label, value, onChange, error, w }: DayInputProps) {
  const [text, setText] = useState(() => dayText(value));
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
  // Cleared or set from outside (CLEAR FILTERS, a link): show that day.
  if (value !== shown) {
    setShown(value);
    setText(dayText(value));
  }
  const unreadable = left && parseDayText(text) === null;
  return (
    <TextInput
      label={label}
      placeholder="dd/mm/yyyy"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        setLeft(false);
        const day = parseDayText(next);
        if (day !== null && day !== value) {
          setShown(day);
          onChange(day);
        }
      }}
      onBlur={() => setLeft(true)}
      error={unreadable ? `Enter the ${label} day as dd/mm/yyyy, e.g. 27/11/2026` : error}
      w={w}
    />
  );
}
