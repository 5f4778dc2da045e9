import { SUBCOURSE_TERM_LABELS } from '@capstone/contracts';
import type { Mail } from '../../mail/mailer';
import { compose } from '../../mail/compose';

/** What every "Project Application Outcome" email names. */
export interface OutcomeContext {
  project: { id: string; name: string; projNo: number };
  course: { code: string; name: string };
  /** The term the review was about; reject has none. */
  subcourse?: { name: string; term: number; year: number };
  publicUrl: string;
}

/** The four outcomes of a project review, each mailed to the project's clients. */
export type ProjectOutcome = 'available' | 'unavailable' | 'rejected' | 'removed';

const termName = (s: NonNullable<OutcomeContext['subcourse']>) =>
  `${s.name} (${SUBCOURSE_TERM_LABELS[s.term] ?? `Term ${s.term}`} ${s.year})`;

function outcomeText(outcome: ProjectOutcome, ctx: OutcomeContext): string[] {
  const project = `"${ctx.project.name}" (project ${ctx.project.projNo}) in ${ctx.course.code}: ${ctx.course.name}`;
  const term = ctx.subcourse ? termName(ctx.subcourse) : 'this term';
  switch (outcome) {
    case 'available':
      return [
        `Your project ${project} has been accepted.`,
        `It is now visible to the students of ${term}.`,
      ];
    case 'unavailable':
      return [
        `Your project ${project} has been accepted.`,
        `It is not offered in ${term}, the term it was reviewed for, so students cannot see it yet; it stays unavailable until a term it offers opens.`,
      ];
    case 'rejected':
      return [
        `Your project ${project} has not been accepted.`,
        'It has been returned to draft: you can edit it and submit it again.',
      ];
    case 'removed':
      return [
        `Your project ${project} has been removed from ${term}.`,
        'It is now unavailable to students.',
      ];
  }
}

/**
 * "Project Application Outcome", one per client of the project. Each names only its recipient,
 * so that is whom it is `about` (an erasure finds mail by these ids).
 */
export function projectOutcomeMails(
  outcome: ProjectOutcome,
  recipients: { id: string; name: string; email: string }[],
  ctx: OutcomeContext,
): (Mail & { about: string[] })[] {
  const link = `${ctx.publicUrl}/project/${encodeURIComponent(ctx.project.id)}/view`;
  const body = outcomeText(outcome, ctx);
  return recipients.map((recipient) => {
    const mail = compose(recipient.email, 'Project Application Outcome', {
      name: recipient.name,
      paragraphs: [...body, 'See the project here:'],
      action: { label: 'See the project', url: link },
    });
    return { ...mail, about: [recipient.id] };
  });
}
