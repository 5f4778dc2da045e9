import { AUDIT_ACTION_LABELS, type AuditAction } from './audit-actions';

/** What the sentence reads of an event: the fields of `AuditEventView` it needs. */
export interface AuditSentenceEvent {
  action: string;
  action_label: string;
  target: { type: string; name: string | null } | null;
  subject: { name: string } | null;
  summary: Record<string, unknown>;
}

type Summary = Record<string, unknown>;

const count = (summary: Summary, key: string) => {
  const value = summary[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};
const text = (summary: Summary, key: string) => {
  const value = summary[key];
  return typeof value === 'string' ? value : null;
};
const record = (value: unknown): Summary =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Summary) : {};

/** "1 student", "3 students". */
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** `2027-03-11` → `11/03/2027`, the product's date format; anything else as it came. */
const day = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
};

/** A setting's value in words: on/off for switches, "none" for nothing. */
const valueText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return 'another value';
};

/** The settings as the Course Settings page labels them. */
const SETTING_NAMES: Readonly<Record<string, string>> = {
  name: 'the name',
  max_group_size: 'the group size',
  is_default: 'using these forms as the course defaults',
  preference_release: 'releasing group preferences',
};
const FORM_NAMES: Readonly<Record<string, string>> = {
  client_questionnaire: 'the client questionnaire',
  project_preference_form: 'the project preference form',
};

/**
 * An import or LMS sync: how many people it brought in and how, and the rows it refused.
 * "Imported 3 students", "Synced 12 members from the LMS (3 new, 9 unchanged); 1 member was
 * skipped".
 */
function importSentence(
  summary: Summary,
  words: { verb: string; noun: string; from?: string; refused: string; refusedVerb: string },
) {
  const created = count(summary, 'created');
  const updated = count(summary, 'updated');
  const unchanged = count(summary, 'unchanged');
  const errors = count(summary, 'errors');
  const total = created + updated + unchanged;
  const head =
    total === 0 ? `${words.verb} no ${words.noun}s` : `${words.verb} ${plural(total, words.noun)}`;
  const parts = [
    created > 0 ? `${created} new` : '',
    updated > 0 ? `${updated} updated` : '',
    unchanged > 0 ? `${unchanged} unchanged` : '',
  ].filter(Boolean);
  // "Imported 3 students" says it all when every one of them is new.
  const detail = parts.length === 0 || created === total ? '' : ` (${parts.join(', ')})`;
  const refused =
    errors > 0
      ? `; ${plural(errors, words.refused)} ${errors === 1 ? 'was' : 'were'} ${words.refusedVerb}`
      : '';
  return `${head}${words.from ?? ''}${detail}${refused}`;
}

function settingsSentence(summary: Summary) {
  const changes = Object.entries(record(summary.changes)).map(([key, change]) => {
    const { before, after } = record(change);
    const name = SETTING_NAMES[key] ?? 'a setting';
    return `${name} from ${valueText(before)} to ${valueText(after)}`;
  });
  return changes.length === 0 ? 'Changed the settings' : `Changed ${changes.join(', ')}`;
}

function formsSentence(summary: Summary) {
  const forms = Object.entries(record(summary.forms)).map(([key, change]) => {
    const counts = record(change);
    const after = count(counts, 'questions_after');
    const before = count(counts, 'questions_before');
    const name = FORM_NAMES[key] ?? 'a form';
    return after === before
      ? `${name} (${plural(after, 'question')})`
      : `${name} (${plural(after, 'question')}, was ${before})`;
  });
  return forms.length === 0 ? 'Changed a form' : `Changed ${forms.join(' and ')}`;
}

function termDatesSentence(summary: Summary, course: string | null) {
  const of = course ? ` of ${course}` : '';
  // Terms are numbers; any other key is not a term a person would know.
  const changes = Object.entries(record(summary.changes)).filter(([term]) =>
    /^\d{1,2}$/.test(term),
  );
  const terms = changes.map(([term, change]) => {
    const after = record(change).after;
    // "Term 1", as Course Settings labels its dates.
    return typeof after === 'string' && after !== ''
      ? `Term ${term} is now ${after}`
      : `Term ${term} has no dates now`;
  });
  return terms.length === 0
    ? `Changed the term dates${of}`
    : `Changed the term dates${of}: ${terms.join('; ')}`;
}

/** A board save: "Published the project allocation: 12 groups placed, 2 not placed". */
function allocationSentence(action: AuditAction, summary: Summary) {
  const students = text(summary, 'kind') === 'student';
  const board = students ? 'student allocation' : 'project allocation';
  const item = students ? 'student' : 'group';
  const container = students ? 'group' : 'project';
  const details = [`${plural(count(summary, 'placed'), item)} placed`];
  const unallocated = count(summary, 'unallocated');
  if (unallocated > 0) details.push(`${unallocated} not placed`);
  const over = count(summary, 'over_capacity');
  if (over > 0) details.push(`${plural(over, container)} over capacity`);
  if (typeof summary.changed === 'number') details.push(`${summary.changed} moved`);
  const verb =
    action === 'allocation.draft_save'
      ? `Saved a draft of the ${board}`
      : action === 'allocation.override'
        ? `Published the ${board} with an override`
        : `Published the ${board}`;
  return `${verb}: ${details.join(', ')}`;
}

/** A peer evaluation round's fields as the round form labels them. */
const PEER_ROUND_FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'the name',
  opens_at: 'the opening time',
  closes_at: 'the closing time',
  dimensions: 'the dimensions',
  self_rating: 'self-rating',
  comments: 'comments to teammates',
  weight: 'the weight',
  non_submission_penalty: 'the penalty for not submitting',
};

/** A peer evaluation action: the round by the name it had then, and what was done to it. */
function peerSentence(action: Extract<AuditAction, `peer.${string}`>, summary: Summary) {
  const name = text(summary, 'round_name');
  const round = name ? `the peer evaluation round “${name}”` : 'a peer evaluation round';
  switch (action) {
    case 'peer.round_create':
      return summary.opened === true
        ? `Created ${round}, which opened at once`
        : `Created ${round}`;
    case 'peer.round_update': {
      const changed = Array.isArray(summary.changed) ? summary.changed : [];
      const fields = changed.flatMap((key) =>
        typeof key === 'string' && Object.hasOwn(PEER_ROUND_FIELD_NAMES, key)
          ? [PEER_ROUND_FIELD_NAMES[key]]
          : [],
      );
      return fields.length === 0 ? `Changed ${round}` : `Changed ${round}: ${fields.join(', ')}`;
    }
    case 'peer.round_delete':
      return `Deleted ${round} before it opened`;
    case 'peer.round_close':
      return `Closed ${round} early`;
    case 'peer.round_release': {
      const students = count(summary, 'students');
      return students > 0
        ? `Released the results of ${round} to ${plural(students, 'student')}`
        : `Released the results of ${round}`;
    }
    case 'peer.comment_hide':
      return `Hid a comment in ${round}`;
    case 'peer.comment_show':
      return `Showed a hidden comment again in ${round}`;
    case 'peer.marks_update': {
      const parts = [
        count(summary, 'set') > 0 ? `${plural(count(summary, 'set'), 'mark')} set` : '',
        count(summary, 'cleared') > 0 ? `${plural(count(summary, 'cleared'), 'mark')} cleared` : '',
      ].filter(Boolean);
      return parts.length === 0
        ? `Changed the group marks of ${round}`
        : `Changed the group marks of ${round}: ${parts.join(', ')}`;
    }
  }
}

function sentenceFor(action: AuditAction, event: AuditSentenceEvent): string {
  const { summary } = event;
  const targetName = event.target?.name ?? null;
  // The person an event concerns: its target when that is an account, else its subject.
  const person = targetName ?? event.subject?.name ?? 'a student';
  const named = (noun: string) => (targetName ? `the ${noun} ${targetName}` : `a ${noun}`);
  switch (action) {
    case 'members.import_students':
      return importSentence(summary, {
        verb: 'Imported',
        noun: 'student',
        refused: 'row',
        refusedVerb: 'refused',
      });
    case 'members.import_tutors':
      return importSentence(summary, {
        verb: 'Imported',
        noun: 'tutor',
        refused: 'row',
        refusedVerb: 'refused',
      });
    case 'lti.roster_sync':
      return importSentence(summary, {
        verb: 'Synced',
        noun: 'member',
        from: ' from the LMS',
        refused: 'member',
        refusedVerb: 'skipped',
      });
    case 'members.remove_student':
      return `Removed ${person} from the offering`;
    case 'members.tutorial_change': {
      const before = text(summary, 'before');
      const after = text(summary, 'after');
      const move = before
        ? `Moved ${person} from tutorial ${before} to ${after ?? 'none'}`
        : `Moved ${person} to tutorial ${after ?? 'none'}`;
      return summary.left_group_id ? `${move}; they left their group` : move;
    }
    case 'subcourse.settings_update':
      return settingsSentence(summary);
    case 'subcourse.form_update':
      return formsSentence(summary);
    case 'course.term_dates_update':
      return termDatesSentence(summary, targetName);
    case 'subcourse.activate':
      return 'Activated the offering';
    case 'subcourse.archive':
      return 'Archived the offering';
    case 'client.verify':
      return `Verified the client ${person}`;
    case 'client.reject':
      return `Rejected the client ${person}`;
    case 'project.approve':
      return `Approved ${named('project')}`;
    case 'project.reject':
      return `Sent ${named('project')} back to its client as a draft`;
    case 'project.remove':
      return `Removed ${named('project')} from the offering`;
    case 'project.withdraw':
      return `Withdrew ${named('project')} after the allocation was published`;
    case 'allocation.locks_update':
      return `Changed the locked groups (${count(summary, 'locked')} locked now)`;
    case 'change_request.approve':
      return `Approved the change request of ${named('group')}`;
    case 'change_request.decline':
      return `Declined the change request of ${named('group')}`;
    case 'allocation.draft_save':
    case 'allocation.publish':
    case 'allocation.override':
      return allocationSentence(action, summary);
    case 'chat.channel_create': {
      const category = text(summary, 'category');
      const kind = category ? `${category} channel` : 'channel';
      const name = targetName ? `the ${kind} ${targetName}` : `a ${kind}`;
      const members = typeof summary.members === 'number' ? summary.members : null;
      return members === null
        ? `Created ${name}`
        : `Created ${name} with ${plural(members, 'member')}`;
    }
    case 'peer.round_create':
    case 'peer.round_update':
    case 'peer.round_delete':
    case 'peer.round_close':
    case 'peer.round_release':
    case 'peer.comment_hide':
    case 'peer.comment_show':
    case 'peer.marks_update':
      return peerSentence(action, summary);
    case 'lti.context_link': {
      const course = targetName ? `the LMS course ${targetName}` : 'an LMS course';
      return summary.previous_subcourse_id
        ? `Linked ${course}, moving it from another offering`
        : `Linked ${course}`;
    }
    case 'account.export':
      return 'Downloaded their own data';
    case 'account.export_by_staff':
      return `Exported ${person}'s data in this offering`;
    case 'account.delete':
      return 'Deleted their account';
    case 'account.erase_by_staff':
      return `Erased ${person}'s data in this offering`;
    case 'retention.due': {
      if (summary.again === true) {
        return "The offering's student data became due for deletion again after a postponement";
      }
      const days = count(summary, 'retention_days');
      return days > 0
        ? `The offering's student data became due for deletion, ${plural(days, 'day')} after archiving`
        : "The offering's student data became due for deletion";
    }
    case 'retention.confirm':
      return "Deleted the offering's student data";
    case 'retention.postpone': {
      const until = text(summary, 'until');
      const reason = text(summary, 'reason');
      const when = until ? ` until ${day(until)}` : '';
      return `Postponed deleting the offering's student data${when}${reason ? `: “${reason}”` : ''}`;
    }
  }
}

const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action);

/**
 * One sentence saying what happened, in the words of the screens ("Imported 3 students",
 * "Removed Grace Hopper from the offering"): the Activity page's main column and the CSV's
 * "What happened". It names the target and the person concerned, so no internal id or raw
 * summary reaches a reader; an action this version does not know falls back to its label.
 */
export function auditSentence(event: AuditSentenceEvent): string {
  return isAuditAction(event.action) ? sentenceFor(event.action, event) : event.action_label;
}
