import type { PreparedGroup } from '../prepared-group';
import type { Flag } from '../types';
import { flag } from './flag-context';

/** The form §23.6 compares comments in: trimmed, white space collapsed, case ignored. */
export function normaliseComment(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * `copy_paste`: one flag per rater, counting the teammates of the most repeated comment, since
 * the evidence sentence has room for a single count. Hidden comments count: moderation decides
 * what a student sees, not what the rater wrote.
 */
export function copyPasteFlags(group: PreparedGroup): Flag[] {
  const byAuthor = group.members.map(() => new Map<string, Set<number>>());
  for (const c of group.comments) {
    const text = normaliseComment(c.text);
    if (text === '') continue; // white space means no comment (§23.4)
    const texts = byAuthor[c.author] as Map<string, Set<number>>;
    const targets = texts.get(text) ?? new Set<number>();
    targets.add(c.target);
    texts.set(text, targets);
  }
  const flags: Flag[] = [];
  group.members.forEach((rater, i) => {
    let count = 0;
    for (const targets of (byAuthor[i] as Map<string, Set<number>>).values()) {
      count = Math.max(count, targets.size);
    }
    if (count >= 2) {
      flags.push(
        flag('copy_paste', rater, `${rater.name} wrote the same comment to ${count} teammates.`),
      );
    }
  });
  return flags;
}
