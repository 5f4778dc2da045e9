import type { ProjectFull } from '@capstone/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { WithdrawProjectDialog } from './withdraw-project-dialog';

/** WITHDRAW PROJECT on the project page of a published project, for its course admins. */
export function WithdrawProjectButton({
  project,
  subcourseId,
}: {
  project: Pick<ProjectFull, 'id' | 'name' | 'groups'>;
  subcourseId: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="red.9"
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={subcourseId === null}
      >
        WITHDRAW PROJECT
      </Button>
      <WithdrawProjectDialog
        project={open ? project : null}
        subcourseId={subcourseId}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
