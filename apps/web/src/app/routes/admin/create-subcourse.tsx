import { COURSE_MESSAGES, type MemberKind } from '@capstone/contracts';
import { Alert, Button, Group, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ImportSummaryView, type ImportSummary } from '@/components/ui/import-summary';
import { Outcome } from '@/components/ui/outcome';
import { paths } from '@/config/paths';
import { checkSubcourseExisting } from '@/features/courses/api/check-subcourse-existing';
import { useCreateSubcourse } from '@/features/courses/api/create-subcourse';
import { SubcourseDetailsFields } from '@/features/courses/components/subcourse-details-fields';
import {
  checkSubcourseDetails,
  clampStep,
  createSubcourseErrorMessage,
  emptySubcourseDetails,
  existingCheckErrorMessage,
  SUBCOURSE_STEPS,
  SUBMIT_STEP,
  type SubcourseDetailsValues,
} from '@/features/courses/utils/subcourse-wizard';
import { ImportProgressBar } from '@/features/members/components/import-progress';
import {
  emptyMemberEntry,
  MemberEntry,
  memberEntryText,
  parseMemberEntry,
  type MemberEntryValue,
} from '@/features/members/components/member-entry';
import { useMemberImport } from '@/features/members/hooks/use-member-import';
import { importErrorMessage } from '@/features/members/utils/import-messages';
import { useInstitution } from '@/lib/institution';

type CreateOutcome =
  | { state: 'running' }
  | { state: 'failed'; message: string }
  | {
      state: 'done';
      students: ImportSummary | null;
      tutors: ImportSummary | null;
      problems: string[];
    };

const hasEntry = (value: MemberEntryValue) => memberEntryText(value).trim() !== '';

/**
 * Add an Offering: Course Details → Add Students → Add Tutors → Submit. Step 1 Next asks the
 * server whether the offering is free; reaching Submit creates the subcourse, then imports the
 * students and tutors entered and shows the server's summaries.
 */
export function CreateSubcourseRoute() {
  const [active, setActive] = useState(0);
  const [checking, setChecking] = useState(false);
  const [students, setStudents] = useState<MemberEntryValue>(emptyMemberEntry);
  const [tutors, setTutors] = useState<MemberEntryValue>(emptyMemberEntry);
  const [outcome, setOutcome] = useState<CreateOutcome | null>(null);
  const isNarrow = useMediaQuery('(max-width: 48em)');
  // "Add an offering" on a course links here with the course's code already chosen.
  const [searchParams] = useSearchParams();
  const form = useForm<SubcourseDetailsValues>({
    initialValues: { ...emptySubcourseDetails(), code: searchParams.get('code') ?? '' },
  });
  const createSubcourse = useCreateSubcourse();
  const memberImport = useMemberImport();
  const { data: institution } = useInstitution();
  const rowsOf = (kind: MemberKind, value: MemberEntryValue) =>
    parseMemberEntry(kind, value, institution);
  // Entered members cannot be checked (nor sent) until the university's rules are known.
  const membersWaiting = !institution && (hasEntry(students) || hasEntry(tutors));

  const runCreation = async () => {
    setOutcome({ state: 'running' });
    const { name, code, term, year } = form.getValues();
    let subcourseId: string;
    try {
      const created = await createSubcourse.mutateAsync({
        name: name.trim(),
        code,
        term: Number(term),
        year: Number(year),
      });
      subcourseId = created.subcourseId || created.subcourse_id;
    } catch (error) {
      const message = createSubcourseErrorMessage(error);
      toast.error(message);
      setOutcome({ state: 'failed', message });
      return;
    }
    const problems: string[] = [];
    const importOne = async (kind: MemberKind, value: MemberEntryValue) => {
      const parsed = rowsOf(kind, value);
      if (!parsed || parsed.rows.length === 0) return null;
      try {
        return await memberImport.run({
          kind,
          subcourseId,
          rows: parsed.rows,
          lines: parsed.lines,
        });
      } catch (error) {
        console.error(error);
        const message = importErrorMessage(kind, error);
        toast.error(message);
        problems.push(message);
        return null;
      }
    };
    const studentSummary = await importOne('student', students);
    const tutorSummary = await importOne('tutor', tutors);
    setOutcome({ state: 'done', students: studentSummary, tutors: tutorSummary, problems });
  };

  const next = async () => {
    if (active === 0) {
      const errors = checkSubcourseDetails(form.getValues());
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return;
      const { code, term, year } = form.getValues();
      setChecking(true);
      try {
        await checkSubcourseExisting({ code, term: Number(term), year: year.trim() });
      } catch (error) {
        toast.error(existingCheckErrorMessage(error));
        return;
      } finally {
        setChecking(false);
      }
    }
    const step = clampStep(active + 1);
    setActive(step);
    if (step === SUBMIT_STEP) void runCreation();
  };

  const isSubmitStep = active === SUBMIT_STEP;
  const studentRows = rowsOf('student', students)?.rows.length ?? 0;
  const tutorRows = rowsOf('tutor', tutors)?.rows.length ?? 0;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} my="md">
      <Group gap="xs" mb="lg" wrap="nowrap">
        <BackLink to={paths.dashboard.getHref()} label="Back to dashboard" />
        <Title order={1} fz="h2">
          Add an Offering
        </Title>
      </Group>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSubmitStep) void next();
        }}
      >
        <Stepper
          active={active}
          orientation={isNarrow ? 'vertical' : 'horizontal'}
          size="sm"
          allowNextStepsSelect={false}
        >
          <Stepper.Step label={SUBCOURSE_STEPS[0]}>
            <SubcourseDetailsFields form={form} disabled={checking} />
          </Stepper.Step>
          <Stepper.Step label={SUBCOURSE_STEPS[1]}>
            <Stack gap="xs" mt="md">
              <Text fz="sm" c="dimmed">
                Optional: students can also be invited later from the course dashboard.
              </Text>
              <MemberEntry kind="student" value={students} onChange={setStudents} />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={SUBCOURSE_STEPS[2]}>
            <Stack gap="xs" mt="md">
              <Text fz="sm" c="dimmed">
                Optional: tutors can also be invited later.
              </Text>
              <MemberEntry kind="tutor" value={tutors} onChange={setTutors} />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={SUBCOURSE_STEPS[3]}>
            <SubmitStep outcome={outcome} progress={memberImport.progress} />
          </Stepper.Step>
        </Stepper>
        {!isSubmitStep && (
          <Group justify="space-between" mt="xl">
            {active > 0 ? (
              <Button variant="default" onClick={() => setActive(clampStep(active - 1))}>
                BACK
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              {active === 1 && <Text fz="sm">{studentRows} students to import</Text>}
              {active === 2 && <Text fz="sm">{tutorRows} tutors to import</Text>}
              <Button type="submit" loading={checking} disabled={active > 0 && membersWaiting}>
                {active === SUBMIT_STEP - 1 ? 'CREATE OFFERING' : 'NEXT'}
              </Button>
            </Group>
          </Group>
        )}
        {isSubmitStep && outcome?.state === 'failed' && (
          <Group justify="flex-start" mt="xl">
            <Button variant="default" onClick={() => setActive(0)}>
              BACK
            </Button>
          </Group>
        )}
      </form>
    </Paper>
  );
}

function SubmitStep({
  outcome,
  progress,
}: {
  outcome: CreateOutcome | null;
  progress: ReturnType<typeof useMemberImport>['progress'];
}) {
  if (!outcome || outcome.state === 'running') {
    return (
      <Stack align="center" gap="md" py="xl" role="status" aria-label="Creating the offering">
        <Loader />
        <Text>Creating the offering…</Text>
        {progress && <ImportProgressBar progress={progress} label="Importing members" />}
      </Stack>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <Outcome
        tone="error"
        message={outcome.message}
        action={{ label: 'GO TO DASHBOARD', to: paths.dashboard.getHref() }}
      />
    );
  }
  return (
    <Stack gap="lg" py="md">
      <Outcome tone="success" message={COURSE_MESSAGES.createdToast} py={0} />
      {outcome.problems.map((problem) => (
        <Alert key={problem} color="red" variant="light">
          {problem}
        </Alert>
      ))}
      {outcome.students && <ImportSummaryView title="Students" summary={outcome.students} />}
      {outcome.tutors && <ImportSummaryView title="Tutors" summary={outcome.tutors} />}
      <Group justify="center">
        <Button component={Link} to={paths.dashboard.getHref()}>
          GO TO DASHBOARD
        </Button>
      </Group>
    </Stack>
  );
}
