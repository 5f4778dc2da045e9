import { PEER_LIMITS, type PeerSubmission } from '@capstone/contracts';
import type { KeyValueStorage } from '@/lib/auth-storage';
import { PEER_DRAFT_PREFIX } from '@/lib/storage-keys';
import {
  emptyFormState,
  stateFromSubmission,
  takesComment,
  type PeerFormContext,
  type PeerFormState,
} from './peer-form-state';

/** A form kept in this browser between visits; the server only takes complete submissions. */
export interface PeerDraft {
  /** When the student last changed the form, ISO 8601. */
  savedAt: string;
  state: PeerFormState;
}

// One draft per account and round, so that two people sharing a browser never see each other's.
export const draftKey = (studentId: string, roundId: string) =>
  `${PEER_DRAFT_PREFIX}${studentId}:${roundId}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLevel = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * Keeps only what still fits the round: people still in `to_rate`, its dimensions, whole levels
 * 1–5, and comments the round takes. Storage is anyone's to edit, and a round's people can differ
 * from the ones a draft was written for.
 */
export function sanitiseState(raw: unknown, context: PeerFormContext): PeerFormState {
  const state = emptyFormState();
  if (!isObject(raw)) return state;
  const scores = isObject(raw.scores) ? raw.scores : {};
  const comments = isObject(raw.comments) ? raw.comments : {};
  for (const person of context.toRate) {
    const chosen = scores[person.id];
    if (isObject(chosen)) {
      const kept: Record<string, number> = {};
      for (const { key } of context.dimensions) {
        const level = chosen[key];
        if (isLevel(level)) kept[key] = level;
      }
      if (Object.keys(kept).length > 0) state.scores[person.id] = kept;
    }
    const comment = comments[person.id];
    if (typeof comment === 'string' && comment && takesComment(context, person.id))
      state.comments[person.id] = comment.slice(0, PEER_LIMITS.comment);
  }
  if (typeof raw.staffComment === 'string')
    state.staffComment = raw.staffComment.slice(0, PEER_LIMITS.staffComment);
  return state;
}

/** The stored draft, or null when there is none or it cannot be read. */
export function readDraft(
  storage: KeyValueStorage,
  key: string,
  context: PeerFormContext,
): PeerDraft | null {
  let raw: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw) || typeof raw.savedAt !== 'string' || Number.isNaN(Date.parse(raw.savedAt)))
    return null;
  return { savedAt: raw.savedAt, state: sanitiseState(raw.state, context) };
}

/** Stores the form; false when the browser refused (storage full or turned off). */
export function writeDraft(
  storage: KeyValueStorage,
  key: string,
  state: PeerFormState,
  now: Date,
): boolean {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), state }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a draft that stays is replaced by the next change or ignored as older.
  }
}

export interface StartingForm {
  state: PeerFormState;
  /** The form comes from this device's draft, which the server has not seen. */
  fromDraft: boolean;
}

/**
 * What the form opens with: the draft when it was changed after the last submission (or there
 * is none yet), else the server's saved submission. An older draft is stale: the student
 * submitted since, perhaps from another device.
 */
export function startingForm(
  submission: PeerSubmission,
  draft: PeerDraft | null,
  context: PeerFormContext,
): StartingForm {
  const saved = submission.submitted_at ? Date.parse(submission.submitted_at) : null;
  const newer =
    draft !== null && (saved === null || Number.isNaN(saved) || Date.parse(draft.savedAt) > saved);
  if (draft && newer) return { state: sanitiseState(draft.state, context), fromDraft: true };
  return { state: stateFromSubmission(submission), fromDraft: false };
}
