import type { StudentStaff, SubcourseStaffGroup } from '@capstone/contracts';
import { Button } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { paths } from '@/config/paths';
import { useSuggestTeams } from '../api/get-auto-allocation';
import { useBoardStudents } from '../api/get-board-data';
import { useBoardEditor } from '../hooks/use-board-editor';
import { useBoardViewer } from '../hooks/use-board-viewer';
import { buildStudentBoard } from '../utils/board-builders';
import { STUDENT_BOARD_LABELS as LABELS } from '../utils/board-labels';
import { applySuggestion, UNALLOCATED } from '../utils/board-state';
import { AllocationBoard } from './allocation-board';
import { AllocationScreen } from './allocation-screen';
import { BoardGate } from './board-gate';
import { BoardActions } from './board-actions';

const studentHref = (studentId: string) => paths.studentProfile.getHref(studentId);

/** /student/allocation: enrolled students to the course's groups; course admins. */
export function StudentAllocationPage({ subcourseId }: { subcourseId: string }) {
  const viewer = useBoardViewer(subcourseId, 'student');
  const students = useBoardStudents(subcourseId, viewer.mayLoad);
  return (
    <BoardGate title={LABELS.title} subcourseId={subcourseId} viewer={viewer} items={students}>
      {(subcourse, studentList) => (
        <StudentBoardEditor
          key={subcourseId}
          subcourseId={subcourseId}
          students={studentList}
          groups={subcourse.groups ?? []}
          maxGroupSize={subcourse.max_group_size}
          tutorials={viewer.tutorials}
          canEdit={viewer.access.canEdit}
          notice={viewer.access.notice}
        />
      )}
    </BoardGate>
  );
}

interface StudentBoardEditorProps {
  subcourseId: string;
  students: readonly StudentStaff[];
  groups: readonly SubcourseStaffGroup[];
  maxGroupSize: number;
  tutorials: readonly string[];
  canEdit: boolean;
  notice: string | null;
}

function StudentBoardEditor(props: StudentBoardEditorProps) {
  const { subcourseId, tutorials, canEdit, notice } = props;
  const [initial] = useState(() =>
    buildStudentBoard(props.students, props.groups, subcourseId, props.maxGroupSize),
  );
  const editor = useBoardEditor({
    subcourseId,
    kind: 'student',
    initial,
    labels: LABELS,
    fallbackExit: paths.adminDashboard.getHref(subcourseId),
  });
  const { board, setBoard, setAnnouncement } = editor;
  const suggest = useSuggestTeams(subcourseId);

  const runSuggest = () => {
    const toastId = toast.loading('Suggesting teams');
    suggest.mutate(undefined, {
      onSuccess: (data) => {
        const next = applySuggestion(board, data);
        setBoard(next);
        const left = next.lists[UNALLOCATED]?.length ?? 0;
        toast.success('Suggested teams placed on the board', { id: toastId });
        setAnnouncement(
          `The board shows the suggested teams; ${left} ${left === 1 ? 'student' : 'students'} unallocated. Nothing is saved yet.`,
        );
      },
      onError: (error) => toast.error(error.message, { id: toastId }),
    });
  };

  return (
    <AllocationScreen
      title={LABELS.title}
      subcourseId={subcourseId}
      notice={notice}
      announcement={editor.announcement}
      actions={
        canEdit ? (
          <BoardActions
            editor={editor}
            canPublish
            suggest={
              <Button
                variant="light"
                leftSection={<IconUsersGroup size={18} aria-hidden />}
                loading={suggest.isPending}
                onClick={runSuggest}
              >
                SUGGEST TEAMS
              </Button>
            }
          />
        ) : null
      }
    >
      <AllocationBoard
        state={board}
        onChange={setBoard}
        onAnnounce={setAnnouncement}
        labels={LABELS}
        hrefOf={studentHref}
        tutorials={tutorials}
        isReadOnly={!canEdit}
      />
    </AllocationScreen>
  );
}
