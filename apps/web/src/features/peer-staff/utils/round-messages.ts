import {
  messageForPeople,
  PEER_LIMITS,
  PEER_MESSAGES as M,
  showsFieldKey,
} from '@capstone/contracts';

/** Where a round's field lives in the form (Mantine form paths). */
export type RoundField =
  | 'name'
  | 'opensAt'
  | 'closesAt'
  | 'dimensions'
  | 'selfRating'
  | 'comments'
  | 'weight'
  | 'penalty'
  | `dimensions.${number}.key`
  | `dimensions.${number}.title`
  | `dimensions.${number}.anchors.${'5' | '3' | '1'}`;

const FIELD_OF: Readonly<Record<string, RoundField>> = {
  [M.nameRequired]: 'name',
  [M.nameTooLong]: 'name',
  [M.nameTaken]: 'name',
  [M.opensAtRequired]: 'opensAt',
  [M.opensAtInvalid]: 'opensAt',
  [M.closesAtRequired]: 'closesAt',
  [M.closesAtInvalid]: 'closesAt',
  [M.closesBeforeOpens]: 'closesAt',
  [M.closesInPast]: 'closesAt',
  [M.dimensionsList]: 'dimensions',
  [M.selfRatingInvalid]: 'selfRating',
  [M.commentsInvalid]: 'comments',
  [M.weightInvalid]: 'weight',
  [M.penaltyInvalid]: 'penalty',
};

const DIMENSION_MESSAGE = /^dimensions\[(\d+)\]\.(key|title|anchors\.(5|3|1)) (.+)$/;

/** The form field a creation message of §23.3 is about, or null for any other message. */
export function roundFieldOf(message: string): RoundField | null {
  const field = FIELD_OF[message];
  if (field) return field;
  const match = DIMENSION_MESSAGE.exec(message);
  if (!match) return null;
  const [, index = '0', part = '', level] = match;
  if (level) return `dimensions.${Number(index)}.anchors.${level as '5' | '3' | '1'}`;
  return `dimensions.${Number(index)}.${part as 'key' | 'title'}`;
}

// The API names these fields by their keys (opens_at, dimensions[2].title), which the shared
// field labels do not know yet; until they do, the form words them here. Each sentence is shown
// under its own field, so a dimension's is about that dimension alone.
const SENTENCES: Readonly<Record<string, string>> = {
  [M.opensAtRequired]: 'Choose when the round opens',
  [M.opensAtInvalid]: 'Enter a real date and time for when the round opens',
  [M.closesAtRequired]: 'Choose when the round closes',
  [M.closesAtInvalid]: 'Enter a real date and time for when the round closes',
  [M.closesBeforeOpens]: 'Choose a closing time after the opening time',
  [M.closesInPast]: 'Choose a closing time in the future',
  [M.dimensionsList]: 'A round rates 1 to 10 dimensions: add one, or remove some',
  [M.selfRatingInvalid]: 'Turn self-rating on or off',
  [M.commentsInvalid]: 'Turn comments on or off',
  [M.weightInvalid]: 'Enter a weight from 0 to 1, such as 0.5',
  [M.penaltyInvalid]: 'Enter a penalty from 0 to 100 marks',
};

/** A dimension's rule (`part` key, title or anchors.L; `rule` after the field) in words. */
function dimensionSentence(part: string, level: string, rule: string): string | null {
  if (part === 'key') {
    if (rule === 'must be unique') return 'Another dimension already uses this key';
    return `Use 1 to ${PEER_LIMITS.keyLength} lower-case letters, digits or underscores, starting with a letter`;
  }
  const what = level ? `The description of level ${level}` : 'The title';
  if (rule === 'is required') return level ? `Describe level ${level}` : 'Enter a title';
  const most = /^must be at most (\d+) characters$/.exec(rule)?.[1];
  return most ? `${what} must be at most ${most} characters` : null;
}

/**
 * A creation message of §23.3 as a person reads it under its field: the shared wording when it
 * has one without a schema key, else this form's own sentence. Other messages pass through
 * `messageForPeople`.
 */
export function roundMessageForPeople(message: string): string {
  const worded = messageForPeople(message);
  if (!showsFieldKey(worded) && !DIMENSION_MESSAGE.test(worded)) return worded;
  const sentence = SENTENCES[message];
  if (sentence) return sentence;
  const [, , part = '', level = '', rule = ''] = DIMENSION_MESSAGE.exec(message) ?? [];
  return dimensionSentence(part, level, rule) ?? worded;
}
