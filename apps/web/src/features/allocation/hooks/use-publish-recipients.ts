import type { ProjectFull } from '@capstone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { versionQueryOptions } from '@/api/allocation-versions/get-versions';
import type { RecipientsState } from '../components/publish-dialog';
import type { BoardItem } from '../utils/board-state';
import { publishRecipients } from '../utils/publish-recipients';

interface PublishRecipientsInput {
  subcourseId: string;
  /** Worked out only while the publish dialog is open. */
  isOpen: boolean;
  /** The version the board is built on (0: none yet; undefined: unknown). */
  baseVersion: number | undefined;
  placement: Readonly<Record<string, string | null>>;
  items: Readonly<Record<string, BoardItem>>;
  projects: readonly Pick<ProjectFull, 'id' | 'name'>[];
}

/** Who the publish of the board emails, from the board and the version it is built on. */
export function usePublishRecipients(input: PublishRecipientsInput): RecipientsState | null {
  const { subcourseId, isOpen, baseVersion, placement, items, projects } = input;
  const version = useQuery({
    ...versionQueryOptions(subcourseId, baseVersion ?? 0),
    enabled: isOpen && baseVersion !== undefined && baseVersion > 0,
  });
  const projectNames = useMemo(
    () => new Map(projects.map((project) => [project.id, project.name])),
    [projects],
  );
  const { data, error } = version;

  return useMemo((): RecipientsState | null => {
    if (!isOpen || baseVersion === undefined) return null;
    const names = {
      group: (id: string) => items[id]?.name,
      project: (id: string) => projectNames.get(id),
    };
    if (baseVersion === 0) {
      return { status: 'ready', recipients: publishRecipients(placement, null, names) };
    }
    if (error) return { status: 'error', message: error.message };
    if (!data) return { status: 'loading' };
    return { status: 'ready', recipients: publishRecipients(placement, data, names) };
  }, [isOpen, baseVersion, placement, items, projectNames, data, error]);
}
