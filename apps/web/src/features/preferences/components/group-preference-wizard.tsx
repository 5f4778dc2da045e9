import { topicAnswersError, type FormField } from '@capstone/contracts';
import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getSuggestedRankingQueryOptions } from '../api/get-suggested-ranking';
import { useSubmitGroupPreferences } from '../api/submit-group-preferences';
import { useSubmitGroupTopics } from '../api/submit-group-topics';
import {
  applySuggestion,
  filledCount,
  rankedEntries,
  submitBody,
  type Board,
} from '../utils/board';
import { checkGroupRanking, unansweredTopics, type RankingProblem } from '../utils/group-form';
import { PREFERENCE_UI_MESSAGES } from '../utils/preference-messages';
import { PreferenceBoard } from './preference-board';
import { PreferenceSummary } from './preference-summary';
import { TopicQuestions } from './topic-questions';

interface GroupPreferenceWizardProps {
  groupId: string;
  subcourseId: string;
  form: readonly FormField[];
  initialBoard: Board;
  initialAnswers: string[];
  /** SAVE AND EXIT: back to the group profile. */
  onExit: () => void;
  /** The final submit succeeded (the group is now locked). */
  onSubmitted: () => void;
}

const STEP_LABELS = ['Project Preference', 'Topic Preference', 'Submit'] as const;
const LAST_STEP = STEP_LABELS.length - 1;

/**
 * The lead's three steps: NEXT checks the step, saves it as a draft and moves on; SAVE AND EXIT
 * saves a draft and returns to the group profile; SUBMIT on the last step sends the topics with
 * is_draft false, which runs the server's final checks and locks the group.
 */
export function GroupPreferenceWizard(props: GroupPreferenceWizardProps) {
  const { groupId, subcourseId, form, initialBoard, initialAnswers, onExit, onSubmitted } = props;
  const queryClient = useQueryClient();
  const saveRanking = useSubmitGroupPreferences();
  const saveTopics = useSubmitGroupTopics();
  const [step, setStep] = useState(0);
  const [board, setBoard] = useState(initialBoard);
  const [answers, setAnswers] = useState(initialAnswers);
  const [problem, setProblem] = useState<RankingProblem | null>(null);
  const [missing, setMissing] = useState<number[]>([]);
  const [isSuggesting, setIsSuggesting] = useState(false);
  const [confirmSuggestion, setConfirmSuggestion] = useState(false);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const [pending, setPending] = useState<'next' | 'exit' | 'submit' | null>(null);

  const fail = (error: Error) => toast.error(error.message);
  const isBusy = pending !== null;

  const suggest = async () => {
    setConfirmSuggestion(false);
    setIsSuggesting(true);
    try {
      const suggestion = await queryClient.fetchQuery(
        getSuggestedRankingQueryOptions(subcourseId, groupId),
      );
      if (suggestion.length === 0) {
        toast.error('None of your members has ranked a project yet.');
        return;
      }
      setBoard((current) => applySuggestion(current, suggestion));
      setProblem(null);
      toast.success("Started from your members' rankings. Write a pitch for each project.");
    } catch (error) {
      fail(error as Error);
    } finally {
      setIsSuggesting(false);
    }
  };

  const saveRankingDraft = (then: () => void) =>
    saveRanking.mutate(
      { groupId, body: submitBody(board, true) },
      { onSuccess: then, onError: fail, onSettled: () => setPending(null) },
    );
  const saveTopicsAs = (isDraft: boolean, then: () => void) =>
    saveTopics.mutate(
      { groupId, topicPreferences: answers, isDraft },
      { onSuccess: then, onError: fail, onSettled: () => setPending(null) },
    );

  const next = () => {
    if (step === 0) {
      const found = checkGroupRanking(board);
      setProblem(found);
      if (found) {
        toast.error(found.message);
        return;
      }
      setPending('next');
      saveRankingDraft(() => setStep(1));
      return;
    }
    if (step === 1) {
      setMissing(unansweredTopics(answers));
      const topicProblem = topicAnswersError(form, answers);
      if (topicProblem) {
        toast.error(topicProblem);
        return;
      }
      setPending('next');
      saveTopicsAs(true, () => setStep(2));
    }
  };

  const saveAndExit = () => {
    setPending('exit');
    if (step === 0) saveRankingDraft(onExit);
    else saveTopicsAs(true, onExit);
  };

  const submit = () => {
    setPending('submit');
    saveTopics.mutate(
      { groupId, topicPreferences: answers, isDraft: false },
      {
        onSuccess: onSubmitted,
        onError: fail,
        onSettled: () => {
          setPending(null);
          setConfirmSubmit(false);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stepper
        active={step}
        onStepClick={(index) => {
          // Steps already passed may be revisited; later ones only through NEXT.
          if (index < step && !isBusy) setStep(index);
        }}
        size="sm"
        orientation="horizontal"
      >
        {STEP_LABELS.map((label, index) => (
          <Stepper.Step key={label} label={label} allowStepSelect={index < step} />
        ))}
      </Stepper>

      {step === 0 && (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text c="dimmed" fz="sm" maw={560}>
              Rank seven projects and write a pitch of at least 100 characters for each.
            </Text>
            <Button
              variant="light"
              onClick={() => (filledCount(board) > 0 ? setConfirmSuggestion(true) : void suggest())}
              loading={isSuggesting}
              disabled={isBusy}
            >
              Start from our members&apos; rankings
            </Button>
          </Group>
          <PreferenceBoard
            board={board}
            onChange={setBoard}
            originLabel="Projects"
            originEmpty="Every project is ranked."
            notesLabel={(project) => `Pitch for ${project.name}`}
            notesPlaceholder={PREFERENCE_UI_MESSAGES.pitchPlaceholder}
            notesError={
              problem?.projectId ? { projectId: problem.projectId, message: problem.message } : null
            }
          />
          {problem && !problem.projectId && (
            <Text c="red.9" fz="sm" role="alert">
              {problem.message}
            </Text>
          )}
        </Stack>
      )}

      {step === 1 && (
        <TopicQuestions
          form={form}
          answers={answers}
          onChange={setAnswers}
          missing={missing}
          missingMessage={PREFERENCE_UI_MESSAGES.topicRequired}
        />
      )}

      {step === LAST_STEP && (
        <PreferenceSummary ranked={rankedEntries(board)} form={form} answers={answers} />
      )}

      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          onClick={() => setStep((current) => Math.max(0, current - 1))}
          disabled={step === 0 || isBusy}
        >
          BACK
        </Button>
        <Group gap="sm">
          {step < LAST_STEP && (
            <Button
              variant="default"
              onClick={saveAndExit}
              loading={pending === 'exit'}
              disabled={isBusy}
            >
              SAVE AND EXIT
            </Button>
          )}
          {step < LAST_STEP ? (
            <Button onClick={next} loading={pending === 'next'} disabled={isBusy}>
              NEXT
            </Button>
          ) : (
            <Button onClick={() => setConfirmSubmit(true)} disabled={isBusy}>
              SUBMIT
            </Button>
          )}
        </Group>
      </Group>

      <ConfirmDialog
        opened={confirmSuggestion}
        title="Start from your members' rankings"
        message="This replaces the projects ranked now with your members' combined ranking. Pitches already written are kept."
        confirmLabel="Replace"
        isPending={isSuggesting}
        onConfirm={() => void suggest()}
        onClose={() => setConfirmSuggestion(false)}
      />
      <ConfirmDialog
        opened={confirmSubmit}
        title="Submit group preferences"
        message="Once submitted, your group's preferences are locked and cannot be changed."
        confirmLabel="SUBMIT"
        isPending={pending === 'submit'}
        onConfirm={submit}
        onClose={() => setConfirmSubmit(false)}
      />
    </Stack>
  );
}
