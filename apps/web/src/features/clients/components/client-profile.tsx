import { CLIENT_MESSAGES, type ProjectCard } from '@capstone/contracts';
import {
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { hasContact, hasVerification, useClientProfile } from '@/api/clients/get-client-profile';
import { BackLink } from '@/components/ui/back-link';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { paths } from '@/config/paths';
import { ClientProfileForm } from './client-profile-form';
import { ClientReviewActions } from './client-review-actions';
import { VerifiedBadge } from './verified-badge';

interface ClientProfileProps {
  clientId: string;
  /** The signed-in client's own profile: the only one with Edit. */
  isOwn: boolean;
  /** Course admins: REJECT and VERIFY on an unverified client. */
  canReview: boolean;
  backTo: string;
  backLabel: string;
}

/** /client/profile/{clientId?}: company details, contact info and projects. */
export function ClientProfile({
  clientId,
  isOwn,
  canReview,
  backTo,
  backLabel,
}: ClientProfileProps) {
  const profile = useClientProfile(clientId);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    // The projects come with the profile: when it cannot load, neither can they.
    if (profile.error) toast.error(CLIENT_MESSAGES.projectsNotFound, { id: 'client-profile' });
  }, [profile.error]);

  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.error) {
    return (
      <Stack gap="lg" py="md">
        <Group gap="xs">
          <BackLink to={backTo} label={backLabel} />
          <Title order={1}>Client Profile</Title>
        </Group>
        <Paper withBorder p="xl" ta="center">
          <Text mb="md">{profile.error.message}</Text>
          <Button onClick={() => void profile.refetch()}>TRY AGAIN</Button>
        </Paper>
      </Stack>
    );
  }

  const client = profile.data;
  const verification = hasVerification(client) ? client : null;
  const self = isOwn && 'user' in client && client.user === 'client' ? client : null;

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="xs" wrap="nowrap" miw={0} align="flex-start">
          <BackLink to={backTo} label={backLabel} />
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
              {client.name}
            </Title>
            <Group gap="xs" mt={4}>
              <Text c="dimmed">{client.company_name}</Text>
              {verification && <VerifiedBadge isVerified={verification.is_verified} />}
            </Group>
          </div>
        </Group>
        {self && !editing && (
          <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
        {canReview && verification && !verification.is_verified && (
          <ClientReviewActions clientId={client.id} name={client.name} />
        )}
      </Group>

      {self && editing ? (
        <Card withBorder padding="lg">
          <ClientProfileForm client={self} onDone={() => setEditing(false)} />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Section title="Company details">
            <Field label="Company name" value={client.company_name} />
            <Field label="Industry" value={client.company_industry} />
            {verification && <Field label="Company ABN/ACN" value={verification.company_abn} />}
            <Field label="Address" value={client.company_address} />
            <Field label="About the company" value={client.company_brief} multiline />
          </Section>
          <Section title="Contact info">
            {hasContact(client) && (
              <>
                <Field
                  label="Email"
                  value={
                    client.email && (
                      <Anchor href={`mailto:${client.email}`} style={{ overflowWrap: 'anywhere' }}>
                        {client.email}
                      </Anchor>
                    )
                  }
                />
                <Field label="Phone" value={client.phone} />
              </>
            )}
            <Field label="Contact hours" value={client.contact_hours} />
          </Section>
        </SimpleGrid>
      )}

      <Section title="Projects">
        <ProjectList projects={client.projects} isOwn={isOwn} />
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

function Field({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: ReactNode;
  multiline?: boolean;
}) {
  return (
    <div>
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      {value ? (
        <Text component="div" style={multiline ? { whiteSpace: 'pre-wrap' } : undefined}>
          {value}
        </Text>
      ) : (
        <Text c="dimmed">Not given</Text>
      )}
    </div>
  );
}

function ProjectList({ projects, isOwn }: { projects: readonly ProjectCard[]; isOwn: boolean }) {
  if (projects.length === 0) {
    return (
      <Text c="dimmed">
        {isOwn ? 'You have no projects yet.' : 'This client has no projects to show.'}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {projects.map((project) => (
        <Group key={project.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={paths.projectView.getHref(project.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {project.name}
            </Anchor>
            {project.category && (
              <Text fz="sm" c="dimmed">
                {project.category}
              </Text>
            )}
          </div>
          <ProjectStatusBadge status={project.status} />
        </Group>
      ))}
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="lg" py="md" role="status" aria-busy="true" aria-label="Loading profile">
      <Skeleton height={40} width="50%" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Skeleton height={220} />
        <Skeleton height={220} />
      </SimpleGrid>
      <Skeleton height={120} />
    </Stack>
  );
}
