import type { ProjectFull } from '@capstone/contracts';
import { Loader, NativeSelect } from '@mantine/core';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useSetProjectMentor } from '../api/set-project-mentor';
import { NO_MENTOR, withCurrentMentor, type MentorChoice } from '../utils/mentor-rules';

interface ProjectMentorSelectProps {
  project: Pick<ProjectFull, 'id' | 'name' | 'mentor'>;
  subcourseId: string;
  choices: readonly MentorChoice[];
}

/**
 * A project's mentor, saved as soon as it is chosen. The field stays enabled while it saves, so
 * keyboard focus is not lost; it shows the choice being saved until the list is read again.
 */
export function ProjectMentorSelect({ project, subcourseId, choices }: ProjectMentorSelectProps) {
  const save = useSetProjectMentor();
  const stored = project.mentor?.id ?? NO_MENTOR;
  const shown = save.isPending ? (save.variables.mentor ?? NO_MENTOR) : stored;

  const choose = (value: string) => {
    if (value === shown) return;
    const mentor = value === NO_MENTOR ? null : value;
    save.mutate(
      { subcourseId, projectId: project.id, mentor },
      {
        onSuccess: (settings) =>
          toast.success(
            settings.mentor
              ? `${settings.mentor.name} now mentors ${project.name}.`
              : `${project.name} has no mentor now.`,
          ),
        onError: (error) =>
          toast.error(errorToastText(error, `The mentor of ${project.name} could not be saved.`)),
      },
    );
  };

  return (
    <NativeSelect
      size="xs"
      miw={160}
      aria-label={`Mentor of ${project.name}`}
      data={withCurrentMentor(choices, project.mentor)}
      value={shown}
      onChange={(event) => choose(event.currentTarget.value)}
      aria-busy={save.isPending || undefined}
      rightSection={save.isPending ? <Loader size={12} aria-hidden /> : undefined}
      data-testid={`mentor-select-${project.id}`}
    />
  );
}
