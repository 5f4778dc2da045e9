import { CHANNEL_NAME_MAX } from '@capstone/contracts';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAllClients } from '@/api/clients/get-all-clients';
import { useSubcourseGroups } from '@/api/groups/get-groups';
import { useSubcourseProjects } from '@/api/projects/list-subcourse-projects';
import { errorToastText } from '@/lib/api-error';
import { useCreateChannel } from '../api/create-channel';
import { CHAT_TEXTS } from '../utils/chat-texts';
import {
  EMPTY_CHANNEL_VALUES,
  toCreateChannelBody,
  validateChannel,
  visibleChannelFields,
  type CreateChannelErrors,
  type CreateChannelValues,
} from '../utils/create-channel-rules';

const CATEGORY_OPTIONS = [
  { value: 'course', label: 'Course' },
  { value: 'project', label: 'Project' },
  { value: 'client', label: 'Client' },
];
const TYPE_OPTIONS = [
  { value: 'announcement', label: 'Announcement' },
  { value: 'forum', label: 'Forum' },
  { value: 'text', label: 'Text' },
];

interface CreateChannelDialogProps {
  subcourseId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (channelId: string) => void;
}

/** The admin-only Create Channel dialog with its field rules (`create-channel-rules.ts`). */
export function CreateChannelDialog({ opened, onClose, ...rest }: CreateChannelDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={CHAT_TEXTS.createChannel}>
      {opened && <CreateChannelForm onClose={onClose} {...rest} />}
    </Modal>
  );
}

function CreateChannelForm({
  subcourseId,
  onClose,
  onCreated,
}: Omit<CreateChannelDialogProps, 'opened'>) {
  const [values, setValues] = useState<CreateChannelValues>(EMPTY_CHANNEL_VALUES);
  const [errors, setErrors] = useState<CreateChannelErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateChannel();
  const shown = visibleChannelFields(values);

  const projects = useSubcourseProjects(subcourseId);
  const groups = useSubcourseGroups(subcourseId);
  const clients = useAllClients(subcourseId);

  const projectOptions = useMemo(
    () =>
      (projects.data ?? []).map((p) => ({ value: p.id, label: `Project ${p.proj_no}: ${p.name}` })),
    [projects.data],
  );
  // A project's groups first: those allocated to it, or every group while none is.
  const groupOptions = useMemo(() => {
    const all = groups.data ?? [];
    const ofProject = all.filter((g) => g.project?.id === values.project);
    return (ofProject.length > 0 ? ofProject : all).map((g) => ({ value: g.id, label: g.name }));
  }, [groups.data, values.project]);
  const clientOptions = useMemo(
    () =>
      (clients.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.company_name})` })),
    [clients.data],
  );

  const set = <K extends keyof CreateChannelValues>(key: K, value: CreateChannelValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChannel(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0 || create.isPending) return;
    const toastId = toast.loading(CHAT_TEXTS.creating);
    try {
      const created = await create.mutateAsync({ subcourseId, body: toCreateChannelBody(values) });
      toast.success(CHAT_TEXTS.created, { id: toastId });
      onCreated(created.id);
      onClose();
    } catch (error) {
      toast.error(CHAT_TEXTS.createFailed, { id: toastId });
      setServerError(errorToastText(error, CHAT_TEXTS.createFailed));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {serverError && (
          <Alert color="red" title={CHAT_TEXTS.createFailed}>
            {serverError}
          </Alert>
        )}
        <Select
          label="Category"
          withAsterisk
          data={CATEGORY_OPTIONS}
          value={values.category || null}
          onChange={(value) => set('category', (value ?? '') as CreateChannelValues['category'])}
          error={errors.category}
          data-autofocus
        />
        {shown.channelType && (
          <Select
            label="Type"
            withAsterisk
            data={TYPE_OPTIONS}
            value={values.channel_type || null}
            onChange={(value) =>
              set('channel_type', (value ?? '') as CreateChannelValues['channel_type'])
            }
            error={errors.channel_type}
          />
        )}
        {shown.name && (
          <TextInput
            label="Name"
            withAsterisk
            maxLength={CHANNEL_NAME_MAX}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
          />
        )}
        {shown.project && (
          <Select
            label="Project"
            withAsterisk
            searchable
            data={projectOptions}
            value={values.project || null}
            onChange={(value) => setValues((v) => ({ ...v, project: value ?? '', group: '' }))}
            error={errors.project ?? (projects.isError ? 'Cannot load the projects' : undefined)}
            nothingFoundMessage="No projects"
          />
        )}
        {shown.group && (
          <Select
            label="Group"
            withAsterisk
            searchable
            data={groupOptions}
            value={values.group || null}
            onChange={(value) => set('group', value ?? '')}
            error={errors.group ?? (groups.isError ? 'Cannot load the groups' : undefined)}
            nothingFoundMessage="No groups"
          />
        )}
        {shown.client && (
          <Select
            label="Client"
            withAsterisk
            searchable
            data={clientOptions}
            value={values.client || null}
            onChange={(value) => set('client', value ?? '')}
            error={errors.client ?? (clients.isError ? 'Cannot load the clients' : undefined)}
            nothingFoundMessage="No clients"
          />
        )}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            CANCEL
          </Button>
          <Button type="submit" loading={create.isPending}>
            CREATE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
