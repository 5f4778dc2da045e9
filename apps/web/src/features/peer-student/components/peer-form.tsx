import { checkSubmission, type PeerRoundStudent, type PeerSubmission } from '@capstone/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { isApiError } from '@/lib/api-error';
import { formatTimestampInZone } from '@/lib/format-date';
import { peerStudentKey } from '../api/peer-keys';
import { useSavePeerSubmission } from '../api/save-peer-submission';
import { fieldIds, focusIdFor, problemFor, type FormProblem } from '../utils/check-failure';
import { clearDraft, draftKey, readDraft, startingForm, writeDraft } from '../utils/peer-draft';
import {
  answeredCount,
  buildSubmissionBody,
  checkContext,
  formContext,
  isSelf,
  setComment,
  setScore,
  setStaffComment,
  takesComment,
  type PeerFormState,
} from '../utils/peer-form-state';
import { savedSentence } from '../utils/round-status';
import { PersonCard } from './person-card';
import { StaffCommentCard } from './staff-comment-card';

interface PeerFormProps {
  round: PeerRoundStudent;
  submission: PeerSubmission;
  studentId: string;
}

type DraftStatus = 'kept' | 'refused' | 'none';

const ids = fieldIds('peer');

/** The browser's storage, or none where it is turned off (reading it can throw). */
function browserStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Moves focus to a problem's field once it is on screen, and brings it into view. */
function focusProblem(problem: FormProblem) {
  const element = document.getElementById(focusIdFor(problem.target, ids));
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
}

/**
 * The open round's form. Every change is kept as a draft in this browser; SUBMIT checks the whole
 * submission with the server's own rules first and sends it only when complete.
 */
export function PeerForm({ round, submission, studentId }: PeerFormProps) {
  const queryClient = useQueryClient();
  const save = useSavePeerSubmission();
  const context = formContext(submission, studentId);
  const key = draftKey(studentId, round.id);
  const [start] = useState(() => {
    const storage = browserStorage();
    return startingForm(submission, storage ? readDraft(storage, key, context) : null, context);
  });
  const [state, setState] = useState<PeerFormState>(start.state);
  const [draft, setDraft] = useState<DraftStatus>(start.fromDraft ? 'kept' : 'none');
  const [submittedAt, setSubmittedAt] = useState(submission.submitted_at);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [saved, setSaved] = useState(false);

  const change = (next: PeerFormState) => {
    setState(next);
    setProblem(null);
    setSaved(false);
    const storage = browserStorage();
    setDraft(storage && writeDraft(storage, key, next, new Date()) ? 'kept' : 'refused');
  };

  const show = (next: FormProblem) => {
    flushSync(() => setProblem(next));
    focusProblem(next);
  };

  const submit = () => {
    const body = buildSubmissionBody(state, context);
    const checked = checkSubmission(body, checkContext(context));
    if (!checked.ok) {
      show(problemFor(checked.message, body, context));
      return;
    }
    save.mutate(
      { roundId: round.id, body },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          const storage = browserStorage();
          if (storage) clearDraft(storage, key);
          setDraft('none');
          setSubmittedAt(data.submitted_at);
          setSaved(true);
        },
        onError: (error) => {
          const message = isApiError(error) ? error.serverMessage : '';
          // A rule about the body (the round changed under the form): show it at its field.
          if (/^(ratings|staff_comment)\b/.test(message)) {
            show(problemFor(message, body, context));
            return;
          }
          toast.error(error.message);
          // Closed or not open after all: reload the round so the page shows its true state.
          if (isApiError(error) && error.status === 400)
            void queryClient.invalidateQueries({ queryKey: peerStudentKey });
        },
      },
    );
  };

  const { answered, total } = answeredCount(state, context);
  const status =
    draft === 'kept'
      ? 'Draft kept on this device. It is not submitted yet.'
      : draft === 'refused'
        ? 'This browser cannot keep a draft. Submit before you leave the page.'
        : submittedAt
          ? `Submitted ${formatTimestampInZone(submittedAt)}.`
          : 'Not submitted yet.';
  const lastSubmitted =
    draft !== 'none' && submittedAt
      ? ` Your last submission, from ${formatTimestampInZone(submittedAt)}, stays until you submit again.`
      : '';

  return (
    <form
      noValidate
      aria-label="Peer evaluation"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        {context.toRate.map((person) => (
          <PersonCard
            key={person.id}
            person={person}
            self={isSelf(context, person.id)}
            withComment={takesComment(context, person.id)}
            dimensions={context.dimensions}
            scores={state.scores[person.id]}
            comment={state.comments[person.id] ?? ''}
            onScore={(dimension, level) => change(setScore(state, person.id, dimension, level))}
            onComment={(text) => change(setComment(state, person.id, text))}
            ids={ids}
            problem={problem}
          />
        ))}
        <StaffCommentCard
          id={ids.staffComment}
          value={state.staffComment}
          onChange={(text) => change(setStaffComment(state, text))}
          error={problem?.target.kind === 'staffComment' ? problem.message : undefined}
        />
        {problem?.target.kind === 'form' && (
          <Alert id={ids.form} tabIndex={-1} color="red" title="Your evaluation was not sent">
            {problem.message}
          </Alert>
        )}
        {/* Always in the page, so that the sentence is announced when it appears. */}
        <div role="status">
          {saved && (
            <Alert color="teal" title="Saved">
              {savedSentence(round, formatTimestampInZone)}
            </Alert>
          )}
        </div>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{status}</Text>
            <Text fz="sm" c="dimmed">
              {answered} of {total} questions answered.{lastSubmitted}
            </Text>
            {problem && problem.target.kind !== 'form' && (
              <Text fz="sm" c="var(--mantine-color-error)">
                Fix the problem marked above, then press SUBMIT again.
              </Text>
            )}
          </Stack>
          <Button type="submit" loading={save.isPending}>
            SUBMIT
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
