import {
  ALLOCATION_MESSAGES,
  type AllocationReport,
  type AllocationSaveResponse,
  type ProjectFull,
  type SubcourseStaffGroup,
  type VersionRow,
} from '@capstone/contracts';
import { Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { latestVersionNumber, versionsQueryOptions } from '@/api/allocation-versions/get-versions';
import { listSubcourseProjectsQueryOptions } from '@/api/projects/list-subcourse-projects';
import { paths } from '@/config/paths';
import { useAutoAllocate, type AutoAllocateOptions } from '../api/get-auto-allocation';
import { useBoardEditor } from '../hooks/use-board-editor';
import { useBoardLocks } from '../hooks/use-board-locks';
import { useBoardViewer } from '../hooks/use-board-viewer';
import { usePublishRecipients } from '../hooks/use-publish-recipients';
import { buildProjectBoard } from '../utils/board-builders';
import { PROJECT_BOARD_LABELS as LABELS } from '../utils/board-labels';
import { applySuggestion } from '../utils/board-state';
import { AllocationBoard, type AllocationBoardHandle } from './allocation-board';
import { AllocationScreen } from './allocation-screen';
import { AutoAllocateButton } from './auto-allocate-button';
import { BoardActions } from './board-actions';
import { BoardGate } from './board-gate';
import { AllocationBoardSkeleton } from './board-skeleton';
import { BoardModes, type BoardMode } from './board-modes';
import { PublishDialog } from './publish-dialog';
import { QualityPanel } from './quality/quality-panel';
import { VersionBar } from './version-bar';

const groupHref = (groupId: string) => paths.groupProfile.getHref(groupId);

/** /project/allocation: groups to the course's available projects. */
export function ProjectAllocationPage({ subcourseId }: { subcourseId: string }) {
  const viewer = useBoardViewer(subcourseId, 'project');
  const projects = useQuery({
    ...listSubcourseProjectsQueryOptions(subcourseId),
    staleTime: 0,
    enabled: viewer.mayLoad,
  });
  // The board is built on the latest version, read fresh with it: a publish names it.
  const versions = useQuery({
    ...versionsQueryOptions(subcourseId),
    staleTime: 0,
    enabled: viewer.mayLoad,
  });
  const [generation, setGeneration] = useState(0);
  const [isReloading, setIsReloading] = useState(false);

  // Read everything again, then build a new board from it (the old moves are dropped).
  const reload = () => {
    setIsReloading(true);
    void Promise.all([viewer.subcourse.refetch(), projects.refetch(), versions.refetch()]).then(
      () => {
        setIsReloading(false);
        setGeneration((n) => n + 1);
      },
    );
  };

  return (
    <BoardGate title={LABELS.title} subcourseId={subcourseId} viewer={viewer} items={projects}>
      {(subcourse, projectList) =>
        !versions.isFetchedAfterMount && !versions.isError ? (
          <AllocationScreen title={LABELS.title} subcourseId={subcourseId}>
            <AllocationBoardSkeleton />
          </AllocationScreen>
        ) : (
          <ProjectBoardEditor
            key={`${subcourseId}:${generation}`}
            subcourseId={subcourseId}
            projects={projectList}
            groups={subcourse.groups ?? []}
            versions={versions.isError ? null : (versions.data ?? null)}
            versionsError={versions.error?.message ?? null}
            tutorials={viewer.tutorials}
            canEdit={viewer.access.canEdit}
            canPublish={viewer.access.canPublish}
            canLock={viewer.access.canPublish}
            notice={viewer.access.notice}
            onReload={reload}
            isReloading={isReloading}
          />
        )
      }
    </BoardGate>
  );
}

interface ProjectBoardEditorProps {
  subcourseId: string;
  projects: readonly ProjectFull[];
  groups: readonly SubcourseStaffGroup[];
  /** Every published version, or null when they could not be read. */
  versions: readonly VersionRow[] | null;
  versionsError: string | null;
  tutorials: readonly string[];
  canEdit: boolean;
  canPublish: boolean;
  /** Course admins of an open offering set locks; other staff see them. */
  canLock: boolean;
  notice: string | null;
  onReload: () => void;
  isReloading: boolean;
}

function ProjectBoardEditor(props: ProjectBoardEditorProps) {
  const { subcourseId, projects, groups, versions, tutorials, canEdit, canPublish, notice } = props;
  const [initial] = useState(() => buildProjectBoard(projects, groups));
  // The version this board is built on: the latest when it was read, then the proposal's base
  // once one is loaded, then each version this board publishes.
  const [baseVersion, setBaseVersion] = useState(() =>
    versions ? latestVersionNumber(versions) : undefined,
  );
  const [mode, setMode] = useState<BoardMode>('board');
  const [report, setReport] = useState<AllocationReport | null>(null);
  const boardRef = useRef<AllocationBoardHandle>(null);
  const boardTabRef = useRef<HTMLButtonElement>(null);

  const onPublished = useCallback((response: AllocationSaveResponse) => {
    if (response.version !== undefined) setBaseVersion(response.version);
  }, []);
  const editor = useBoardEditor({
    subcourseId,
    kind: 'project',
    initial,
    labels: LABELS,
    fallbackExit: paths.adminDashboard.getHref(subcourseId),
    baseVersion,
    onPublished,
  });
  const { board, setBoard, setAnnouncement } = editor;
  const auto = useAutoAllocate(subcourseId);

  const latest = versions ? latestVersionNumber(versions) : 0;
  const hasVersion = latest > 0;

  const publishedProject = useMemo(
    () =>
      new Map(
        groups.flatMap((group) => (group.project ? [[group.id, group.project.name] as const] : [])),
      ),
    [groups],
  );
  const locks = useBoardLocks({
    subcourseId,
    enabled: hasVersion,
    canToggle: props.canLock,
    publishedProject,
    onAnnounce: setAnnouncement,
  });

  const recipients = usePublishRecipients({
    subcourseId,
    isOpen: editor.isConfirming,
    baseVersion,
    placement: board.placement,
    items: board.items,
    projects,
  });
  const clientsOf = useCallback(
    (projectId: string) =>
      projects.find((project) => project.id === projectId)?.clients.map((c) => c.name) ?? [],
    [projects],
  );

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

  // The proposal goes on the board as any suggestion does, and a publish names its base.
  const loadProposal = (proposal: AllocationReport) => {
    setBoard((current) => applySuggestion(current, proposal.allocation));
    setReport(proposal);
    if (proposal.base_version !== undefined) setBaseVersion(proposal.base_version);
    setMode('board');
    const moved = proposal.summary?.moved ?? 0;
    setAnnouncement(
      `The board shows the proposal: ${moved} ${moved === 1 ? 'group moves' : 'groups move'} from version ${proposal.base_version ?? latest}. Nothing is saved yet.`,
    );
    toast.success('Proposal placed on the board');
    // The button pressed has gone with its tab: the focus goes to the board's tab.
    requestAnimationFrame(() => boardTabRef.current?.focus());
  };

  const groupNames = useMemo(
    () => Object.values(board.items).map(({ id, name }) => ({ id, name })),
    [board.items],
  );
  const focusGroup = useCallback((groupId: string) => boardRef.current?.focusItem(groupId), []);

  const boardView = (
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
          lock={locks.lock}
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
  );

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
            publishDialog={
              <PublishDialog
                editor={editor}
                nextVersion={baseVersion === undefined ? undefined : baseVersion + 1}
                recipients={recipients}
                clientsOf={clientsOf}
                onReload={props.onReload}
                isReloading={props.isReloading}
              />
            }
          />
        ) : null
      }
    >
      <VersionBar
        baseVersion={baseVersion}
        versionsError={props.versionsError}
        locksError={locks.error?.message ?? null}
        onRetryLocks={locks.retry}
        onReload={props.onReload}
        isReloading={props.isReloading}
      />
      {hasVersion ? (
        <BoardModes
          mode={mode}
          onModeChange={setMode}
          latestVersion={latest}
          boardTabRef={boardTabRef}
          board={boardView}
          subcourseId={subcourseId}
          canLoad={canEdit}
          onLoadProposal={loadProposal}
        />
      ) : (
        boardView
      )}
    </AllocationScreen>
  );
}
