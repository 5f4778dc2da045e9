/** Names given to groups the import creates, in order. */
export const AUTO_GROUP_WORDS = [
  'APPLE',
  'BANANA',
  'CELERY',
  'DRAGONFRUIT',
  'ELDERBERRY',
  'FIG',
  'GRAPE',
  'HONEYDEW',
  'ILAMA',
  'JACKFRUIT',
  'KIWI',
  'LEMON',
  'MANGO',
  'NECTARINE',
  'ORANGE',
  'PAPAYA',
  'QUINCE',
  'RASPBERRY',
  'STRAWBERRY',
  'TANGERINE',
  'UGLI',
  'VANILLA',
  'WATERMELON',
  'XIGUA',
  'YUZU',
  'ZUCCHINI',
] as const;

/** The i-th name of the unbounded sequence APPLE … ZUCCHINI, APPLE2 … ZUCCHINI2, APPLE3 … */
export function autoGroupWord(index: number): string {
  const round = Math.floor(index / AUTO_GROUP_WORDS.length);
  const word = AUTO_GROUP_WORDS[index % AUTO_GROUP_WORDS.length]!;
  return round === 0 ? word : `${word}${round + 1}`;
}

/**
 * The next `count` names `<tutorial>-<WORD>` not in `taken`, each taking the first unused word.
 * `taken` holds every group name of the subcourse (names are unique within it).
 */
export function nextAutoGroupNames(
  tutorial: string,
  count: number,
  taken: ReadonlySet<string>,
): string[] {
  const names: string[] = [];
  for (let index = 0; names.length < count; index++) {
    const name = `${tutorial}-${autoGroupWord(index)}`;
    if (!taken.has(name)) names.push(name);
  }
  return names;
}
