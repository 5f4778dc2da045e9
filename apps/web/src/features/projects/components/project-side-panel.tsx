import { PROJECT_MESSAGES, type ProjectView } from '@capstone/contracts';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { projectContacts } from '@/api/projects/get-project';
import { paths } from '@/config/paths';
import { OFFERED_TERMS } from '../utils/project-view';

interface ProjectSidePanelProps {
  project: ProjectView;
  /** Students do not see the offering terms. */
  showTerms: boolean;
}

function PanelItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        {label}
      </Title>
      {children}
    </Stack>
  );
}

/** Number of Groups, Offering Terms, Product Areas and Contacts beside the project text. */
export function ProjectSidePanel({ project, showTerms }: ProjectSidePanelProps) {
  const contacts = projectContacts(project);
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label="Project details">
      <Stack gap="lg">
        <PanelItem label="Number of Groups">
          <Text fw={600} fz="xl" data-testid="project-capacity">
            {project.capacity ?? 0}
          </Text>
        </PanelItem>
        {showTerms && (
          <PanelItem label="Offering Terms">
            <Group gap="xs">
              {OFFERED_TERMS.map(({ term, label }) => {
                const offered = project.terms.includes(term);
                return (
                  <Badge
                    key={term}
                    size="lg"
                    variant={offered ? 'filled' : 'outline'}
                    color={offered ? 'indigo' : 'gray'}
                    aria-label={`Term ${term} ${label}${offered ? ' (offered)' : ' (not offered)'}`}
                    data-offered={offered}
                  >
                    {label}
                  </Badge>
                );
              })}
            </Group>
          </PanelItem>
        )}
        <PanelItem label="Product Areas">
          {project.areas.length > 0 ? (
            <Group gap={6}>
              {project.areas.map((area) => (
                <Badge key={area} variant="light" radius="sm" tt="none">
                  {area}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text c="dimmed">{PROJECT_MESSAGES.unavailable}</Text>
          )}
        </PanelItem>
        <PanelItem label="Contacts">
          {contacts.length > 0 ? (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {contacts.map((client) => (
                <li key={client.id}>
                  <Anchor component={Link} to={paths.clientProfile.getHref(client.id)}>
                    {client.name}
                  </Anchor>
                  {client.company_name && (
                    <Text fz="sm" c="dimmed">
                      {client.company_name}
                    </Text>
                  )}
                </li>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{PROJECT_MESSAGES.unavailable}</Text>
          )}
        </PanelItem>
      </Stack>
    </Paper>
  );
}
