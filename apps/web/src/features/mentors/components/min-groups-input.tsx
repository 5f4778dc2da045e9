import type { ProjectFull } from '@capstone/contracts';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useSetMinGroups } from '../api/set-min-groups';
import { parseMinGroups } from '../utils/mentor-rules';

interface MinGroupsInputProps {
  project: Pick<ProjectFull, 'id' | 'name' | 'capacity' | 'min_groups'>;
  subcourseId: string;
}

/**
 * A project's soft minimum number of groups (0 to its capacity), saved when the field is left or
 * Enter is pressed. A value it cannot take goes back to the saved one.
 */
export function MinGroupsInput({ project, subcourseId }: MinGroupsInputProps) {
  const stored = project.min_groups ?? 0;
  const [draft, setDraft] = useState<string | number>(stored);
  const [seen, setSeen] = useState(stored);
  // A newer saved value (this field's or someone else's) replaces what the field shows.
  if (seen !== stored) {
    setSeen(stored);
    setDraft(stored);
  }
  const save = useSetMinGroups();

  const commit = () => {
    const value = parseMinGroups(draft, project.capacity);
    if (value === null) {
      setDraft(stored);
      return;
    }
    if (value === stored || (save.isPending && save.variables.minGroups === value)) return;
    save.mutate(
      { subcourseId, projectId: project.id, minGroups: value },
      {
        onSuccess: () => toast.success(`Minimum of ${project.name} saved: ${value}.`),
        onError: (error) => {
          setDraft(stored);
          toast.error(errorToastText(error, `The minimum of ${project.name} could not be saved.`));
        },
      },
    );
  };

  return (
    <NumberInput
      size="xs"
      w={96}
      aria-label={`Minimum groups for ${project.name}, from 0 to ${project.capacity}`}
      min={0}
      max={project.capacity}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      aria-busy={save.isPending || undefined}
      data-testid={`min-groups-${project.id}`}
    />
  );
}
