import { ALLOCATION_MESSAGES } from '@capstone/contracts';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { FromTo } from '@/components/ui/from-to';
import type { BoardEditor } from '../hooks/use-board-editor';
import type { NamedRef, PublishRecipients } from '../utils/publish-recipients';

/** Who the publish will email, as far as the page could work it out. */
export type RecipientsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; recipients: PublishRecipients };

interface PublishDialogProps {
  editor: BoardEditor;
  /** The number the publish will get; unknown when the versions could not be read. */
  nextVersion: number | undefined;
  recipients: RecipientsState | null;
  /** The client names of a project, to say who is told. */
  clientsOf: (projectId: string) => readonly string[];
  onReload: () => void;
  isReloading: boolean;
}

const names = (refs: readonly NamedRef[]) => refs.map((ref) => ref.name).join(', ');

function RecipientLists({
  recipients,
  clientsOf,
}: {
  recipients: PublishRecipients;
  clientsOf: (projectId: string) => readonly string[];
}) {
  const groupsId = useId();
  const projectsId = useId();
  if (recipients.groups.length === 0) {
    return <Text fz="sm">No group changes project, so nobody is emailed.</Text>;
  }
  return (
    <Stack gap="sm">
      <section aria-labelledby={groupsId}>
        <Title order={4} fz="sm" id={groupsId} mb={4}>
          {`Groups whose project changes (${recipients.groups.length})`}
        </Title>
        <Text fz="xs" c="dimmed" mb={4}>
          Every member of these groups is emailed their new project.
        </Text>
        <List fz="sm" spacing={2} data-testid="publish-groups">
          {recipients.groups.map((change) => (
            <List.Item key={change.group.id}>
              <Text span fw={600} fz="sm">
                {change.group.name}
              </Text>
              {': '}
              <FromTo from={change.from} to={change.to} />
            </List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby={projectsId}>
        <Title order={4} fz="sm" id={projectsId} mb={4}>
          {`Projects whose clients are told (${recipients.projects.length})`}
        </Title>
        <Text fz="xs" c="dimmed" mb={4}>
          Each client of these projects is emailed the project&apos;s groups after the publish.
        </Text>
        <List fz="sm" spacing={2} data-testid="publish-projects">
          {recipients.projects.map((change) => {
            const clients = clientsOf(change.project.id);
            return (
              <List.Item key={change.project.id}>
                <Text span fw={600} fz="sm">
                  {change.project.name}
                </Text>
                {clients.length > 0 ? ` (clients: ${clients.join(', ')})` : ' (no clients)'}
                {change.gains.length > 0 ? `; gains ${names(change.gains)}` : ''}
                {change.loses.length > 0 ? `; loses ${names(change.loses)}` : ''}.
              </List.Item>
            );
          })}
        </List>
      </section>
    </Stack>
  );
}

/**
 * The project board's publish confirmation: the version it creates and, before the button, who
 * is emailed (the groups whose project changes and the clients of the projects that gain or lose
 * a group). A publish refused because a colleague published first offers to reload the board.
 */
export function PublishDialog(props: PublishDialogProps) {
  const { editor, nextVersion, recipients, clientsOf, onReload, isReloading } = props;
  const { isOverride, isSaving, conflict } = editor;
  const publishLabel = isOverride ? 'OVERRIDE AND PUBLISH' : 'PUBLISH';
  const emailedId = useId();
  const reloadRef = useRef<HTMLButtonElement>(null);

  // The refusal replaces the choice in the dialog: the focus goes to the one way on.
  useEffect(() => {
    if (conflict) reloadRef.current?.focus();
  }, [conflict]);

  return (
    <Modal
      opened={editor.isConfirming}
      onClose={() => {
        if (!isSaving) editor.closeConfirm();
      }}
      title="Publish Allocations"
      centered
      size="lg"
      closeOnClickOutside={!isSaving}
      closeOnEscape={!isSaving}
    >
      <Stack gap="md">
        <Text>{ALLOCATION_MESSAGES.publishConfirm}</Text>
        {nextVersion !== undefined && (
          <Text fw={600} data-testid="publish-version">
            {`This publish becomes version ${nextVersion}.`}
          </Text>
        )}
        {recipients && (
          <section aria-labelledby={emailedId} data-testid="publish-recipients">
            <Title order={3} fz="md" id={emailedId} mb="xs">
              Who will be emailed
            </Title>
            {recipients.status === 'loading' ? (
              <Stack gap={6} aria-busy="true">
                <VisuallyHidden>Working out who will be emailed</VisuallyHidden>
                <Skeleton h={14} w="70%" />
                <Skeleton h={14} w="60%" />
                <Skeleton h={14} w="65%" />
              </Stack>
            ) : recipients.status === 'error' ? (
              <Text fz="sm" c="var(--mantine-color-error)">
                {`Who will be emailed could not be worked out: ${recipients.message}`}
              </Text>
            ) : (
              <RecipientLists recipients={recipients.recipients} clientsOf={clientsOf} />
            )}
          </section>
        )}
        {conflict && (
          <Alert
            color="red"
            variant="light"
            styles={{ title: { color: 'var(--mantine-color-error)' } }}
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Not published"
            data-testid="publish-conflict"
          >
            <Text fz="sm" mb="sm">
              {conflict}
            </Text>
            <Button ref={reloadRef} color="red.8" onClick={onReload} loading={isReloading}>
              RELOAD THE BOARD
            </Button>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={editor.closeConfirm} disabled={isSaving}>
            CANCEL
          </Button>
          <Button
            color={isOverride ? 'red.8' : undefined}
            onClick={editor.publish}
            loading={isSaving}
            disabled={conflict !== null}
            data-autofocus
          >
            {publishLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
