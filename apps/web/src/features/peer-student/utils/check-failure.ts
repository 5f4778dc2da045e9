import { messageForPeople, PEER_LIMITS } from '@capstone/contracts';
import { isSelf, type PeerFormContext, type PeerSubmissionBody } from './peer-form-state';

/** Where on the form a problem belongs, so that it is shown and focused there. */
export type ProblemTarget =
  | { kind: 'person'; personId: string }
  | { kind: 'score'; personId: string; key: string }
  | { kind: 'comment'; personId: string }
  | { kind: 'staffComment' }
  | { kind: 'form' };

export interface FormProblem {
  target: ProblemTarget;
  /** A sentence for people: the API's wording names keys and indexes. */
  message: string;
}

const ENTRY = /^ratings\[(\d+)\]\.(student|scores|comment)(?:\.([^\s]+))?[\s:]/;
const MISSING = /^ratings is missing a rating for (.+)$/;

const count = new Intl.NumberFormat('en');

/** How the form names a person in a sentence: the caller is "yourself". */
function who(context: PeerFormContext, personId: string): string {
  if (isSelf(context, personId)) return 'yourself';
  return context.toRate.find((person) => person.id === personId)?.name ?? 'this person';
}

const personProblem = (context: PeerFormContext, personId: string): FormProblem => ({
  target: { kind: 'person', personId },
  message: `Rate ${who(context, personId)} on every question before you submit.`,
});

const reload: FormProblem = {
  target: { kind: 'form' },
  message: 'Your group for this round has changed since this page opened. Reload the page.',
};

function entryProblem(
  index: number,
  part: string,
  key: string | undefined,
  message: string,
  body: PeerSubmissionBody,
  context: PeerFormContext,
): FormProblem {
  const entry = body.ratings[index];
  if (!entry || part === 'student') return reload;
  const personId = entry.student;
  if (part === 'scores') {
    const dimension = context.dimensions.find((d) => d.key === key);
    // Nothing chosen for this person yet: the person, not their first question, is the gap.
    if (!dimension || Object.keys(entry.scores).length === 0)
      return personProblem(context, personId);
    const label = `${dimension.title} for ${who(context, personId)}`;
    return message.endsWith(' is required')
      ? {
          target: { kind: 'score', personId, key: dimension.key },
          message: `Choose a level for ${label}.`,
        }
      : {
          target: { kind: 'score', personId, key: dimension.key },
          message: `Choose one of the five levels for ${label}.`,
        };
  }
  const target: ProblemTarget = { kind: 'comment', personId };
  if (message.includes('at most'))
    return {
      target,
      message: `Shorten your comment to ${who(context, personId)} to at most ${count.format(PEER_LIMITS.comment)} characters.`,
    };
  if (message.includes('turned off'))
    return {
      target,
      message: 'Comments to teammates are turned off for this round. Remove this comment.',
    };
  if (message.includes('self-rating'))
    return { target, message: 'Your self-rating cannot have a comment. Remove this comment.' };
  return { target, message: 'Write your comment as plain text.' };
}

/**
 * Turns the first failure of `checkSubmission` (or the server's 400 for the same body) into a
 * sentence placed next to the field it is about. The API's message points at an index of the
 * body sent, so the body is needed to know whom it means.
 */
export function problemFor(
  message: string,
  body: PeerSubmissionBody,
  context: PeerFormContext,
): FormProblem {
  const entry = ENTRY.exec(message);
  if (entry)
    return entryProblem(Number(entry[1]), entry[2] ?? '', entry[3], message, body, context);
  const missing = MISSING.exec(message);
  if (missing) {
    const person = context.toRate.find((p) => p.name === missing[1]);
    return person ? personProblem(context, person.id) : reload;
  }
  if (message.startsWith('staff_comment '))
    return {
      target: { kind: 'staffComment' },
      message: message.includes('at most')
        ? `Shorten your private comment to staff to at most ${count.format(PEER_LIMITS.staffComment)} characters.`
        : 'Write your private comment to staff as plain text.',
    };
  if (message.startsWith('ratings ')) return reload;
  return { target: { kind: 'form' }, message: messageForPeople(message) };
}

/** The DOM id of the element a problem moves focus to. */
export function focusIdFor(target: ProblemTarget, ids: FieldIds): string {
  switch (target.kind) {
    case 'person':
      return ids.person(target.personId);
    case 'score':
      return ids.score(target.personId, target.key);
    case 'comment':
      return ids.comment(target.personId);
    case 'staffComment':
      return ids.staffComment;
    case 'form':
      return ids.form;
  }
}

export interface FieldIds {
  person: (personId: string) => string;
  score: (personId: string, key: string) => string;
  comment: (personId: string) => string;
  staffComment: string;
  form: string;
}

/** Element ids of one form; `prefix` keeps them apart from anything else on the page. */
export function fieldIds(prefix: string): FieldIds {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');
  return {
    person: (personId) => `${prefix}-person-${safe(personId)}`,
    score: (personId, key) => `${prefix}-score-${safe(personId)}-${safe(key)}`,
    comment: (personId) => `${prefix}-comment-${safe(personId)}`,
    staffComment: `${prefix}-staff-comment`,
    form: `${prefix}-problem`,
  };
}
