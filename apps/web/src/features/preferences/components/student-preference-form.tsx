import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useStudentPreferences } from '../api/get-student-preferences';
import { useStudentWishlist } from '../api/get-student-wishlist';
import { useSubmitStudentPreferences } from '../api/submit-student-preferences';
import { createBoard, submitBody, type Board } from '../utils/board';
import { BoardSkeleton } from './board-skeleton';
import { PreferenceBoard } from './preference-board';

interface StudentPreferenceFormProps {
  subcourseId: string;
  studentId: string;
  /** After PUBLISH or SAVE AND EXIT (to the student dashboard). */
  onDone: () => void;
  /** Where the empty wishlist sends the student to like projects. */
  findProjects: ReactNode;
}

/**
 * 'My Project Preferences': the wishlist as the origin and seven ranks. The student form makes no
 * local checks: PUBLISH and SAVE AND EXIT send what is on the board.
 */
export function StudentPreferenceForm(props: StudentPreferenceFormProps) {
  const { subcourseId, studentId, onDone, findProjects } = props;
  const wishlist = useStudentWishlist(subcourseId, studentId);
  const saved = useStudentPreferences(subcourseId, studentId);

  if (wishlist.isPending || saved.isPending) return <BoardSkeleton />;
  if (wishlist.isError || saved.isError) {
    const error = wishlist.error ?? saved.error;
    return (
      <Paper withBorder p="xl" ta="center">
        <Text mb="md">{error?.message}</Text>
        <Button
          onClick={() => {
            void wishlist.refetch();
            void saved.refetch();
          }}
        >
          TRY AGAIN
        </Button>
      </Paper>
    );
  }
  const origin = wishlist.data.flatMap((entry) => entry.wishlist);
  return (
    <LoadedForm
      initial={createBoard(origin, saved.data)}
      subcourseId={subcourseId}
      onDone={onDone}
      findProjects={findProjects}
    />
  );
}

function LoadedForm({
  initial,
  subcourseId,
  onDone,
  findProjects,
}: {
  initial: Board;
  subcourseId: string;
  onDone: () => void;
  findProjects: ReactNode;
}) {
  const [board, setBoard] = useState(initial);
  const submit = useSubmitStudentPreferences();
  const [sending, setSending] = useState<'publish' | 'draft' | null>(null);

  const send = (isDraft: boolean) => {
    setSending(isDraft ? 'draft' : 'publish');
    submit.mutate(
      { subcourseId, body: submitBody(board, isDraft) },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          onDone();
        },
        onError: (error) => toast.error(error.message),
        onSettled: () => setSending(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <PreferenceBoard
        board={board}
        onChange={setBoard}
        originLabel="Wishlist"
        originEmpty={
          <Stack gap="xs" component="span">
            <span>Your wishlist is empty. Like projects to rank them here.</span>
            {findProjects}
          </Stack>
        }
        notesLabel={(project) => `Notes for ${project.name}`}
        notesPlaceholder="Notes"
      />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => send(true)}
          loading={sending === 'draft'}
          disabled={submit.isPending}
        >
          SAVE AND EXIT
        </Button>
        <Button
          onClick={() => send(false)}
          loading={sending === 'publish'}
          disabled={submit.isPending}
        >
          PUBLISH
        </Button>
      </Group>
    </Stack>
  );
}

/** The screen's heading, shared by the loading, empty and loaded states. */
export function StudentPreferenceTitle() {
  return (
    <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
      My Project Preferences
    </Title>
  );
}
