import { messageForPeople, showsFieldKey } from '@capstone/contracts';

/** What to type for a group mark, said where the field is and when it is wrong. */
export const MARK_RULE = 'Enter a mark from 0 to 100 with at most 2 decimals, or leave it empty';

const MARK = /^\d{1,3}(?:\.\d{1,2})?$/;

export type ParsedMark = { ok: true; mark: number | null } | { ok: false; message: string };

/**
 * A typed group mark: empty clears the mark (null); otherwise 0–100 with at most 2 decimals, so
 * what is saved is what was typed (the server would round half up to 2 decimals).
 */
export function parseMark(text: string): ParsedMark {
  const value = text.trim();
  if (value === '') return { ok: true, mark: null };
  if (!MARK.test(value)) return { ok: false, message: MARK_RULE };
  const mark = Number(value);
  return mark <= 100 ? { ok: true, mark } : { ok: false, message: MARK_RULE };
}

/** The input's text for a saved mark ('' for none). */
export const markInputText = (mark: number | null) => (mark === null ? '' : String(mark));

/** Whether the field holds something other than the saved mark. */
export function markChanged(text: string, saved: number | null): boolean {
  const parsed = parseMark(text);
  return !parsed.ok || parsed.mark !== saved;
}

const MARK_MESSAGE = /^marks\[\d+\]\.mark /;
const GROUP_MESSAGE = /^marks\[\d+\]\.group /;
const NOT_SAVED = 'The mark could not be saved.';

/**
 * A refusal of PUT …/marks in people's words, and whether it belongs under the mark's field
 * (`marks[0].mark must be…`) rather than in a toast.
 */
export function markRefusal(serverMessage: string): { text: string; inline: boolean } {
  if (MARK_MESSAGE.test(serverMessage)) return { text: MARK_RULE, inline: true };
  // A group can leave the round (its members removed from the offering) while the page is open.
  if (GROUP_MESSAGE.test(serverMessage))
    return { text: 'This group is no longer in the round. Reload the results.', inline: false };
  const text = messageForPeople(serverMessage);
  return { text: showsFieldKey(text) ? NOT_SAVED : text, inline: false };
}
