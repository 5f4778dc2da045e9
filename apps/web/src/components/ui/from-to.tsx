import { VisuallyHidden } from '@mantine/core';

interface Place {
  name: string;
}

interface FromToProps {
  from: Place | null;
  to: Place | null;
  /** Added after a side's name, e.g. "(2nd choice)". */
  fromNote?: string | null | undefined;
  toNote?: string | null | undefined;
  /** Said for a side that is no place at all. */
  none?: string;
}

const side = (place: Place | null, note: string | null | undefined, none: string) =>
  `${place?.name ?? none}${note ? ` (${note})` : ''}`;

/**
 * A move from one place to another: "P1 → P4" on screen, read out as "from P1 to P4", so the
 * arrow is never the only thing that says which way it goes.
 */
export function FromTo({ from, to, fromNote, toNote, none = 'no project' }: FromToProps) {
  return (
    <>
      <VisuallyHidden>from </VisuallyHidden>
      {side(from, fromNote, none)} <span aria-hidden>→</span>
      <VisuallyHidden> to</VisuallyHidden> {side(to, toNote, none)}
    </>
  );
}
