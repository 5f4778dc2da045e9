import {
  LIMITS,
  MAX_GROUP_SIZE,
  SUBCOURSE_MESSAGES,
  SUBCOURSE_TERM_LABELS,
  type FormField,
  type SubcourseView,
} from '@capstone/contracts';
import {
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useSubcourse } from '@/api/courses/get-subcourse';
import {
  useSubcourseActivatable,
  useSubcourseActive,
  useSubcourseArchived,
} from '@/api/courses/get-subcourse-status';
import { errorToastText } from '@/lib/api-error';
import { useChangeSubcourseLifecycle } from '../api/change-subcourse-lifecycle';
import { useTermDates, type TermDates } from '../api/get-term-dates';
import { useUpdateSubcourse } from '../api/update-subcourse';
import { useUpdateTermDates } from '../api/update-term-dates';
import { cleanForm } from '../utils/form-builder';
import { lifecycleControls } from '../utils/lifecycle';
import { checkSettings, changedTermDates, type SettingsDraft } from '../utils/settings';
import { FormBuilder } from './form-builder';
import { ArchiveDialog, ConfirmDialog } from './lifecycle-dialogs';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="h3" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function SettingsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading settings">
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder padding="lg">
          <Skeleton height={20} width="30%" />
          <Skeleton height={36} mt="md" />
          <Skeleton height={36} mt="sm" />
        </Card>
      ))}
    </Stack>
  );
}

/** Course Settings of the stored subcourse: load, then edit a local draft. */
export function CourseSettings({ subcourseId }: { subcourseId: string }) {
  const subcourse = useSubcourse(subcourseId);
  const termDates = useTermDates(subcourse.data?.parent_course);
  // Owned here: a save refetches the settings, which gives the editor a fresh draft (new key).
  const [successOpened, success] = useDisclosure(false);

  if (subcourse.error) {
    return (
      <Card withBorder padding="xl" ta="center">
        <Text mb="md">{subcourse.error.message}</Text>
        <Button onClick={() => void subcourse.refetch()}>TRY AGAIN</Button>
      </Card>
    );
  }
  if (subcourse.isPending || (termDates.isPending && termDates.fetchStatus !== 'idle')) {
    return <SettingsSkeleton />;
  }
  return (
    <>
      <SettingsEditor
        // A fresh draft whenever the server's copy changes (after a save, archive or activate).
        key={`${subcourse.dataUpdatedAt}-${termDates.dataUpdatedAt}`}
        subcourse={subcourse.data}
        termDates={termDates.data ?? {}}
        onSaved={success.open}
      />
      <Modal opened={successOpened} onClose={success.close} title="Settings saved" centered>
        <Stack gap="lg">
          <Text>{SUBCOURSE_MESSAGES.submitted}</Text>
          <Group justify="flex-end">
            <Button onClick={success.close}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function SettingsEditor({
  subcourse,
  termDates,
  onSaved,
}: {
  subcourse: SubcourseView;
  termDates: TermDates;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<SettingsDraft>(() => ({
    name: subcourse.name,
    maxGroupSize: subcourse.max_group_size,
    preferenceRelease: subcourse.preference_release,
    isDefault: subcourse.is_default ?? false,
    clientQuestionnaire: subcourse.client_questionnaire ?? [],
    projectPreferenceForm: subcourse.project_preference_form,
    termDates: { ...termDates },
  }));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [archiveOpened, archiveDialog] = useDisclosure(false);
  const [activateOpened, activateDialog] = useDisclosure(false);

  const active = useSubcourseActive(subcourse.id);
  const archived = useSubcourseArchived(subcourse.id);
  const activatable = useSubcourseActivatable(subcourse.id);
  const updateSubcourse = useUpdateSubcourse(subcourse.id);
  const updateTermDates = useUpdateTermDates();
  const lifecycle = useChangeSubcourseLifecycle(subcourse.id);

  const controls = lifecycleControls({
    isActive: active.data?.active ?? subcourse.is_active,
    isArchived: archived.data?.archived ?? subcourse.is_archived,
    isActivatable: activatable.data?.activatable ?? false,
  });
  const statusPending = active.isPending || archived.isPending || activatable.isPending;
  const isBusy = updateSubcourse.isPending || updateTermDates.isPending || lifecycle.isPending;
  const readOnly = !controls.canSave;
  const canActivateNow = controls.canActivate && !statusPending && !isBusy;

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const problem = checkSettings(draft, Object.keys(termDates).map(Number), termDates);
    setFieldErrors(problem.fields);
    if (problem.message) {
      toast.error(problem.message);
      return;
    }
    try {
      const dates = changedTermDates(termDates, draft.termDates);
      if (Object.keys(dates).length > 0) {
        await updateTermDates.mutateAsync({
          course_id: subcourse.parent_course,
          term_dates: dates,
        });
      }
      await updateSubcourse.mutateAsync({
        name: draft.name.trim(),
        code: subcourse.code,
        term: subcourse.term,
        max_group_size: Number(draft.maxGroupSize),
        client_questionnaire: cleanForm(draft.clientQuestionnaire),
        project_preference_form: cleanForm(draft.projectPreferenceForm),
        is_default: draft.isDefault,
        preference_release: draft.preferenceRelease,
      });
      onSaved();
    } catch (error) {
      toast.error(errorToastText(error, SUBCOURSE_MESSAGES.updateFailedToast));
    }
  };

  // mutateAsync, not mutate(…, callbacks): the refetch after success remounts this editor, and
  // per-call callbacks of an unmounted component never run.
  const runLifecycle = async (action: 'archive' | 'activate') => {
    try {
      await lifecycle.mutateAsync(action);
      toast.success(
        action === 'archive' ? SUBCOURSE_MESSAGES.archivedToast : SUBCOURSE_MESSAGES.activatedToast,
      );
    } catch (error) {
      toast.error(
        errorToastText(
          error,
          action === 'archive'
            ? SUBCOURSE_MESSAGES.archiveFailedToast
            : SUBCOURSE_MESSAGES.activateFailedToast,
        ),
      );
    } finally {
      archiveDialog.close();
      activateDialog.close();
    }
  };

  const terms = Object.keys(draft.termDates).sort();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (controls.canSave && !isBusy) void save();
      }}
    >
      <Stack gap="lg">
        <Section title="Course Details">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              value={draft.name}
              disabled={readOnly}
              maxLength={LIMITS.subcourseName}
              error={fieldErrors.name}
              onChange={(event) => set('name', event.currentTarget.value)}
            />
            <TextInput label="Course code" value={subcourse.code} readOnly />
            <TextInput
              label="Term"
              value={SUBCOURSE_TERM_LABELS[subcourse.term] ?? String(subcourse.term)}
              readOnly
            />
            <TextInput label="Year" value={String(subcourse.year)} readOnly />
          </SimpleGrid>
        </Section>

        <Section title="Parent Course Term Dates">
          {terms.length === 0 ? (
            <Text c="dimmed">The parent course has no term dates.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {terms.map((term) => (
                <TextInput
                  key={term}
                  label={`Term ${term} dates`}
                  placeholder="DD-MM-YYYY to DD-MM-YYYY"
                  value={draft.termDates[term] ?? ''}
                  disabled={readOnly}
                  maxLength={LIMITS.termDates}
                  error={fieldErrors[`term-${term}`]}
                  onChange={(event) =>
                    set('termDates', { ...draft.termDates, [term]: event.currentTarget.value })
                  }
                />
              ))}
            </SimpleGrid>
          )}
        </Section>

        <Section title="Group Rules">
          <Stack gap="md">
            <NumberInput
              label="Group size"
              description={`Most students in one group (1 to ${MAX_GROUP_SIZE})`}
              min={1}
              max={MAX_GROUP_SIZE}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              maw={220}
              value={draft.maxGroupSize}
              disabled={readOnly}
              error={fieldErrors.maxGroupSize}
              onChange={(value) => set('maxGroupSize', typeof value === 'number' ? value : '')}
            />
            <Switch
              label="Release group preferences"
              description="Lets group leads submit their group's project preferences"
              checked={draft.preferenceRelease}
              disabled={readOnly}
              onChange={(event) => set('preferenceRelease', event.currentTarget.checked)}
            />
          </Stack>
        </Section>

        <Section title="Form Builder">
          <Stack gap="xl">
            <FormBuilder
              title="Client Questionnaire"
              description="Questions a client answers when submitting a project."
              fields={draft.clientQuestionnaire}
              onChange={(fields: FormField[]) => set('clientQuestionnaire', fields)}
              disabled={readOnly}
            />
            <FormBuilder
              title="Project Preference Form"
              description="Questions a group answers with its project preferences."
              fields={draft.projectPreferenceForm}
              onChange={(fields: FormField[]) => set('projectPreferenceForm', fields)}
              disabled={readOnly}
            />
            <Switch
              label="Use these forms as the defaults of the parent course"
              checked={draft.isDefault}
              disabled={readOnly}
              onChange={(event) => set('isDefault', event.currentTarget.checked)}
            />
          </Stack>
        </Section>

        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2 }}
        >
          <Button
            color="red.9"
            disabled={!controls.canArchive || statusPending || isBusy}
            onClick={archiveDialog.open}
          >
            ARCHIVE
          </Button>
          <Tooltip
            label={controls.activateTooltip}
            events={{ hover: true, focus: true, touch: true }}
          >
            {/* aria-disabled (not disabled) keeps it focusable, so the tooltip is reachable. */}
            <Button
              color="teal.9"
              data-disabled={!canActivateNow || undefined}
              aria-disabled={!canActivateNow}
              onClick={(event) => {
                event.preventDefault();
                if (canActivateNow) activateDialog.open();
              }}
              aria-describedby="activate-hint"
            >
              ACTIVATE
            </Button>
          </Tooltip>
          <Text id="activate-hint" hidden>
            {controls.activateTooltip}
          </Text>
          <Button
            type="submit"
            disabled={!controls.canSave}
            loading={isBusy && !lifecycle.isPending}
          >
            SAVE
          </Button>
        </Group>
      </Stack>

      <ArchiveDialog
        opened={archiveOpened}
        offering={subcourse}
        loading={lifecycle.isPending}
        onConfirm={() => void runLifecycle('archive')}
        onClose={archiveDialog.close}
      />
      <ConfirmDialog
        opened={activateOpened}
        title="Activate offering"
        text={`Activate ${subcourse.code} ${subcourse.name}? The course becomes visible to its students and its projects become available. This cannot be undone.`}
        confirmLabel="ACTIVATE"
        confirmColor="teal.9"
        loading={lifecycle.isPending}
        onConfirm={() => void runLifecycle('activate')}
        onClose={activateDialog.close}
      />
    </form>
  );
}
