import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@capstone/contracts';
import { Badge, type BadgeProps } from '@mantine/core';

/**
 * The ui-guide's status colours (available green, unavailable amber, submitted blue, draft
 * grey) in filled shades whose text passes WCAG AA: Mantine's darkest green gives white text
 * only 4.4:1, this one 5.3:1; amber takes black text.
 */
export const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  available: '#1e7b34',
  unavailable: 'yellow.5',
  submitted: 'blue.8',
  draft: 'gray.7',
};

export function ProjectStatusBadge({ status, ...props }: { status: ProjectStatus } & BadgeProps) {
  return (
    <Badge
      color={PROJECT_STATUS_COLORS[status]}
      autoContrast
      style={{ flexShrink: 0, overflow: 'visible' }}
      {...props}
      data-status={status}
    >
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
