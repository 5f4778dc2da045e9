import type { AllocationReport } from '@capstone/contracts';
import { Tabs } from '@mantine/core';
import { IconGitCompare, IconLayoutBoard } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { ProposalPanel } from './proposal/proposal-panel';

export type BoardMode = 'board' | 'changes';

const isMode = (value: string | null): value is BoardMode =>
  value === 'board' || value === 'changes';

interface BoardModesProps {
  mode: BoardMode;
  onModeChange: (mode: BoardMode) => void;
  latestVersion: number;
  boardTabRef: Ref<HTMLButtonElement>;
  board: ReactNode;
  subcourseId: string;
  canLoad: boolean;
  onLoadProposal: (report: AllocationReport) => void;
}

/**
 * Once a version is published, the board has a second view: the changes the engine proposes
 * since that version. The board stays mounted (it holds unsaved moves and card focus); the
 * proposal is computed only while its tab is open.
 */
export function BoardModes(props: BoardModesProps) {
  const { mode, onModeChange, latestVersion, boardTabRef, board } = props;
  return (
    <Tabs
      value={mode}
      onChange={(value) => {
        if (isMode(value)) onModeChange(value);
      }}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab
          value="board"
          ref={boardTabRef}
          leftSection={<IconLayoutBoard size={16} aria-hidden />}
          data-testid="board-tab"
        >
          Board
        </Tabs.Tab>
        <Tabs.Tab
          value="changes"
          leftSection={<IconGitCompare size={16} aria-hidden />}
          data-testid="changes-tab"
        >
          {`Changes since version ${latestVersion}`}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="board" keepMounted pt="md">
        {board}
      </Tabs.Panel>
      <Tabs.Panel value="changes">
        <ProposalPanel
          subcourseId={props.subcourseId}
          latestVersion={latestVersion}
          canLoad={props.canLoad}
          onLoad={props.onLoadProposal}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
