import type { FormField, ProjectCard } from '@capstone/contracts';
import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { projectLabel } from './project-tile';

interface PreferenceSummaryProps {
  ranked: readonly { project: ProjectCard; notes: string }[];
  form: readonly FormField[];
  answers: readonly string[];
}

/** The ranking and the topic answers as text: step 3's review and the read-only view. */
export function PreferenceSummary({ ranked, form, answers }: PreferenceSummaryProps) {
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-label="Project preferences">
        <Title order={2} fz="h4" mb="sm">
          Project preferences
        </Title>
        {ranked.length === 0 ? (
          <Text c="dimmed">No projects are ranked yet.</Text>
        ) : (
          <Stack gap="md" component="ol" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
            {ranked.map(({ project, notes }, index) => (
              <li key={project.id}>
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <Badge size="lg" circle variant="filled" aria-hidden>
                    {index + 1}
                  </Badge>
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      <VisuallyHidden component="span">{`Rank ${index + 1}: `}</VisuallyHidden>
                      {projectLabel(project)}
                    </Text>
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {notes || 'No pitch written.'}
                    </Text>
                  </Stack>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Card>
      {form.length > 0 && (
        <Card withBorder padding="lg" component="section" aria-label="Topic preferences">
          <Title order={2} fz="h4" mb="sm">
            Topic preferences
          </Title>
          <Stack gap="sm" component="dl" style={{ margin: 0 }}>
            {form.map((question, index) => (
              <div key={question.id}>
                <Text component="dt" fz="sm" fw={600}>
                  {question.label}
                </Text>
                <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {answers[index] || 'Not answered'}
                </Text>
              </div>
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
