import {
  ALLOCATION_MESSAGES,
  type AllocationReport,
  type ProjectFull,
  type SubcourseStaffGroup,
} from '@capstone/contracts';
import { Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { listSubcourseProjectsQueryOptions } from '@/api/projects/list-subcourse-projects';
import { paths } from '@/config/paths';
import { useAutoAllocate, type AutoAllocateOptions } from '../api/get-auto-allocation';
import { useBoardEditor } from '../hooks/use-board-editor';
import { useBoardViewer } from '../hooks/use-board-viewer';
import { buildProjectBoard } from '../utils/board-builders';
import { PROJECT_BOARD_LABELS as LABELS } from '../utils/board-labels';
import { applySuggestion } from '../utils/board-state';
import { AllocationBoard, type AllocationBoardHandle } from './allocation-board';
import { AllocationScreen } from './allocation-screen';
import { AutoAllocateButton } from './auto-allocate-button';
import { BoardActions } from './board-actions';
import { BoardGate } from './board-gate';
import { QualityPanel } from './quality/quality-panel';

const groupHref = (groupId: string) => paths.groupProfile.getHref(groupId);

/** /project/allocation: groups to the course's available projects. */
export function ProjectAllocationPage({ subcourseId }: { subcourseId: string }) {
  const viewer = useBoardViewer(subcourseId, 'project');
  const projects = useQuery({
    ...listSubcourseProjectsQueryOptions(subcourseId),
    staleTime: 0,
    enabled: viewer.mayLoad,
  });
  return (
    <BoardGate title={LABELS.title} subcourseId={subcourseId} viewer={viewer} items={projects}>
      {(subcourse, projectList) => (
        <ProjectBoardEditor
          key={subcourseId}
          subcourseId={subcourseId}
          projects={projectList}
          groups={subcourse.groups ?? []}
          tutorials={viewer.tutorials}
          canEdit={viewer.access.canEdit}
          canPublish={viewer.access.canPublish}
          notice={viewer.access.notice}
        />
      )}
    </BoardGate>
  );
}

interface ProjectBoardEditorProps {
  subcourseId: string;
  projects: readonly ProjectFull[];
  groups: readonly SubcourseStaffGroup[];
  tutorials: readonly string[];
  canEdit: boolean;
  canPublish: boolean;
  notice: string | null;
}

function ProjectBoardEditor(props: ProjectBoardEditorProps) {
  const { subcourseId, tutorials, canEdit, canPublish, notice } = props;
  const [initial] = useState(() => buildProjectBoard(props.projects, props.groups));
  const editor = useBoardEditor({
    subcourseId,
    kind: 'project',
    initial,
    labels: LABELS,
    fallbackExit: paths.adminDashboard.getHref(subcourseId),
  });
  const { board, setBoard, setAnnouncement } = editor;
  const auto = useAutoAllocate(subcourseId);
  const [report, setReport] = useState<AllocationReport | null>(null);
  const boardRef = useRef<AllocationBoardHandle>(null);

  const runAuto = (options: AutoAllocateOptions) => {
    const toastId = toast.loading(ALLOCATION_MESSAGES.computing);
    auto.mutate(options, {
      onSuccess: (data) => {
        setBoard((current) => applySuggestion(current, data.allocation));
        setReport(data);
        toast.success('Suggested allocation placed on the board', { id: toastId });
        setAnnouncement(
          `The board shows the suggested allocation: ${data.quality.allocated} groups placed, ${data.quality.unallocated} unallocated. Nothing is saved yet.`,
        );
      },
      onError: (error) => toast.error(error.message, { id: toastId }),
    });
  };

  const groupNames = useMemo(
    () => Object.values(board.items).map(({ id, name }) => ({ id, name })),
    [board.items],
  );
  const focusGroup = useCallback((groupId: string) => boardRef.current?.focusItem(groupId), []);

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
            canPublish={canPublish}
            suggest={<AutoAllocateButton onRun={runAuto} isRunning={auto.isPending} />}
          />
        ) : null
      }
    >
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <AllocationBoard
            ref={boardRef}
            state={board}
            onChange={setBoard}
            onAnnounce={setAnnouncement}
            labels={LABELS}
            hrefOf={groupHref}
            tutorials={tutorials}
            isReadOnly={!canEdit}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <QualityPanel
            subcourseId={subcourseId}
            report={report}
            placement={board.placement}
            onFocusGroup={focusGroup}
            groups={groupNames}
          />
        </Grid.Col>
      </Grid>
    </AllocationScreen>
  );
}
