import {
  emptyAnswers,
  mapQuestionnaire,
  PROJECT_MESSAGES,
  projectToAnswers,
  type FormField,
  type ProjectFull,
  type QuestionnaireAnswer,
  type QuestionnaireAnswers,
} from '@capstone/contracts';
import { Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Outcome } from '@/components/ui/outcome';
import { useCreateProject } from '../api/create-project';
import { useUpdateProject } from '../api/update-project';
import {
  buildProjectBody,
  canSaveDraft,
  checkAnswers,
  type ProjectFormMode,
  type SaveStatus,
} from '../utils/project-form';
import { PROJECT_TEXT } from '../utils/project-text';
import { toastFailure } from './failure-toast';
import { QuestionInput } from './question-input';

interface ProjectFormProps {
  mode: ProjectFormMode;
  /** The parent course the project belongs to. */
  courseId: string;
  questions: FormField[];
  /** The course's offering terms, when known; the questionnaire's options otherwise. */
  courseTerms?: readonly number[] | undefined;
  /** The project being edited. */
  project?: ProjectFull | undefined;
  /** GO TO DASHBOARD's target. */
  dashboardHref: string;
}

/** Takes the keyboard to the first question with an inline error. */
const focusQuestion = (id: string) =>
  document
    .getElementById(`question-${id}`)
    ?.querySelector<HTMLElement>('input, textarea, button')
    ?.focus();

/**
 * The project form: the course's client questionnaire, then the outcome. SUBMIT asks for
 * `submitted` (the server keeps an approved status); SAVE DRAFT needs only a name.
 */
export function ProjectForm(props: ProjectFormProps) {
  const { mode, courseId, questions, courseTerms, project, dashboardHref } = props;
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const mapped = useMemo(() => mapQuestionnaire(questions), [questions]);
  const [answers, setAnswers] = useState<QuestionnaireAnswers>(() =>
    project ? projectToAnswers(questions, project) : emptyAnswers(questions),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checkedAs, setCheckedAs] = useState<SaveStatus | null>(null);
  const [saved, setSaved] = useState<SaveStatus | null>(null);
  const create = useCreateProject();
  const update = useUpdateProject();
  const pending = create.isPending || update.isPending;
  const pendingStatus = create.isPending
    ? create.variables.status
    : update.isPending
      ? update.variables.body.status
      : null;

  const setAnswer = (id: string, value: QuestionnaireAnswer) => {
    const next = { ...answers, [id]: value };
    setAnswers(next);
    // After a first try the inline messages follow the answers as they are fixed.
    if (checkedAs) setErrors(checkAnswers(questions, next, checkedAs));
  };

  const save = (status: SaveStatus) => {
    if (pending) return;
    const found = checkAnswers(questions, answers, status);
    setCheckedAs(status);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = questions.find((question) => found[question.id]);
      if (first) focusQuestion(first.id);
      return;
    }
    const body = buildProjectBody(questions, answers, status, project);
    const onSuccess = () => setSaved(status);
    const onError = (error: Error) => toastFailure(PROJECT_MESSAGES.submitFailed, error, 'save');
    if (project) update.mutate({ projectId: project.id, body }, { onSuccess, onError });
    else create.mutate({ ...body, course: courseId }, { onSuccess, onError });
  };

  const showDraft = canSaveDraft(mode, project?.status);
  const isDone = saved !== null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isDone) save('submitted');
      }}
    >
      <Stepper
        active={isDone ? 2 : 0}
        orientation={isNarrow ? 'vertical' : 'horizontal'}
        size="sm"
        allowNextStepsSelect={false}
      >
        <Stepper.Step label="Project Details">
          <Stack gap="md" mt="md">
            {questions.length === 0 && (
              <Paper withBorder p="lg" ta="center">
                <Text>{PROJECT_TEXT.emptyQuestionnaire}</Text>
              </Paper>
            )}
            {questions.map((question) => (
              <div key={question.id} id={`question-${question.id}`}>
                <QuestionInput
                  question={question}
                  field={mapped.get(question.id) ?? null}
                  value={answers[question.id] ?? ''}
                  onChange={(value) => setAnswer(question.id, value)}
                  error={errors[question.id]}
                  courseTerms={courseTerms}
                  disabled={pending}
                />
              </div>
            ))}
            {errors.form && (
              <Text c="var(--mantine-color-error)" fz="sm" role="alert">
                {errors.form}
              </Text>
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label="Done" />
        <Stepper.Completed>
          <Outcome
            tone="success"
            message={saved === 'draft' ? PROJECT_TEXT.draftSaved : PROJECT_MESSAGES.created}
            action={{ label: 'GO TO DASHBOARD', to: dashboardHref }}
          />
        </Stepper.Completed>
      </Stepper>
      {!isDone && (
        <Group justify="flex-end" mt="xl" gap="sm">
          {showDraft && (
            <Button
              variant="default"
              onClick={() => save('draft')}
              loading={pendingStatus === 'draft'}
              disabled={pending && pendingStatus !== 'draft'}
            >
              SAVE DRAFT
            </Button>
          )}
          <Button
            type="submit"
            loading={pendingStatus === 'submitted'}
            disabled={questions.length === 0 || (pending && pendingStatus !== 'submitted')}
          >
            SUBMIT
          </Button>
        </Group>
      )}
    </form>
  );
}
