import {
  AFTER_PUBLISH_MESSAGES,
  changeRequestBody,
  changeRequestDecisionBody,
  type ChangeRequestBody,
  type ChangeRequestDecisionBody,
  type ProjectCard,
} from '@capstone/contracts';
import { validateWith, type FormErrors } from '@/lib/form-validation';
import { ANY_PROJECT_TEXT } from './request-status';

/** The select's value for "Any project with a free place" (project ids are never this). */
export const ANY_PROJECT = 'any';

export interface AskValues {
  project: string;
  reason: string;
}

export type Decision = ChangeRequestDecisionBody['decision'];

/**
 * What the group may ask for: any project with a free place, then every available project of
 * the offering other than the one it is on, by project number.
 */
export function projectChoices(
  projects: readonly Pick<ProjectCard, 'id' | 'name' | 'proj_no' | 'status'>[],
  currentProjectId: string | null,
): { value: string; label: string }[] {
  const named = projects
    .filter((project) => project.status === 'available' && project.id !== currentProjectId)
    .sort((a, b) => a.proj_no - b.proj_no)
    .map((project) => ({
      value: project.id,
      label: project.name || `Project #${project.proj_no}`,
    }));
  return [{ value: ANY_PROJECT, label: ANY_PROJECT_TEXT }, ...named];
}

/** The POST body: "any" is `project: null`. */
export const askBody = (values: AskValues): ChangeRequestBody => ({
  project: values.project === ANY_PROJECT || values.project === '' ? null : values.project,
  reason: values.reason.trim(),
});

/** The server's own rules, checked before sending; messages worded for people. */
export const checkAsk = (values: AskValues): FormErrors =>
  validateWith(changeRequestBody)(askBody(values));

/** The PUT body: a message only when one was written (it is optional to approve). */
export function decisionBody(decision: Decision, message: string): ChangeRequestDecisionBody {
  const text = message.trim();
  return text ? { decision, message: text } : { decision };
}

export const checkDecision = (decision: Decision, message: string): FormErrors =>
  validateWith(changeRequestDecisionBody)(decisionBody(decision, message));

const FIELD_MESSAGES: Readonly<Record<string, 'reason' | 'message'>> = {
  [AFTER_PUBLISH_MESSAGES.reasonRequired]: 'reason',
  [AFTER_PUBLISH_MESSAGES.reasonTooLong]: 'reason',
  [AFTER_PUBLISH_MESSAGES.messageRequired]: 'message',
  [AFTER_PUBLISH_MESSAGES.messageTooLong]: 'message',
};

/** The field a refusal of the server belongs under, when it is about one field. */
export const fieldOfServerMessage = (serverMessage: string): 'reason' | 'message' | null =>
  FIELD_MESSAGES[serverMessage] ?? null;
