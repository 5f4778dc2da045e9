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
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconExternalLink,
  IconFileDescription,
  IconMail,
  IconMessages,
  IconPlus,
} from '@tabler/icons-react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { hasContact, useClientProfile } from '@/api/clients/get-client-profile';
import { useSubcourseGroups } from '@/api/groups/get-groups';
import { projectContacts, useProject } from '@/api/projects/get-project';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { useGroupDetails } from '../api/get-group-details';
import { isGroupDetail, type GroupRow } from '../api/group-types';
import { findMyGroup } from '../utils/group-rules';
import { serverErrorText } from '../utils/group-texts';
import { AddLinkModal } from './add-link-modal';

type Icon = ComponentType<{ size?: number }>;

function TileBody({ label, icon: TileIcon }: { label: string; icon: Icon }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
        <TileIcon size={22} />
      </ThemeIcon>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
    </Group>
  );
}

function ContactMethods({ clientId }: { clientId: string }) {
  const client = useClientProfile(clientId);
  const email = client.data && hasContact(client.data) ? client.data.email : null;
  return (
    <Group gap="sm">
      {email && (
        <Button
          component="a"
          href={`mailto:${email}`}
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          Email
        </Button>
      )}
      <Button
        component={Link}
        to={paths.chat.getHref()}
        variant="default"
        leftSection={<IconMessages size={16} aria-hidden />}
      >
        Chat
      </Button>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function GroupTiles({ group, projectId }: { group: GroupRow; projectId: string }) {
  const details = useGroupDetails(group.id);
  const [adding, setAdding] = useState(false);
  const links = details.data && isGroupDetail(details.data) ? details.data.links : [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Card
          withBorder
          radius="md"
          padding="md"
          component={Link}
          to={paths.projectView.getHref(projectId)}
        >
          <TileBody label="View Project Details" icon={IconFileDescription} />
        </Card>
        <Card withBorder radius="md" padding="md" component={Link} to={paths.chat.getHref()}>
          <TileBody label="Chat" icon={IconMessages} />
        </Card>
        {links.map((link) => (
          <Card
            key={link.name}
            withBorder
            radius="md"
            padding="md"
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <TileBody label={link.name} icon={IconExternalLink} />
          </Card>
        ))}
        <Card
          withBorder
          radius="md"
          padding="md"
          component="button"
          type="button"
          onClick={() => setAdding(true)}
          style={{ textAlign: 'left', cursor: 'pointer' }}
        >
          <TileBody label="Add Link" icon={IconPlus} />
        </Card>
      </SimpleGrid>
      <AddLinkModal groupId={group.id} opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}

/**
 * /group/{projectId}: the allocated project, its main contact, and group tiles; the screen may
 * add the group's requests to change project under them.
 */
export function StudentGroupProject({
  projectId,
  subcourseId,
  changeRequests,
}: {
  projectId: string;
  subcourseId: string | null;
  changeRequests?: ReactNode;
}) {
  const project = useProject(projectId);
  const groups = useSubcourseGroups(subcourseId);
  const myGroup = findMyGroup(groups.data);

  useEffect(() => {
    if (project.error) toast.error(serverErrorText(project.error), { id: 'student-group' });
  }, [project.error]);

  const contact = project.data ? projectContacts(project.data)[0] : undefined;

  return (
    <Stack gap="lg" py="md">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <BackLink
          to={
            subcourseId
              ? paths.studentCourseDashboard.getHref(subcourseId)
              : paths.dashboard.getHref()
          }
          label="Back to the course dashboard"
        />
        {project.isPending ? (
          <Skeleton height={32} width={260} role="status" aria-label="Loading the project" />
        ) : (
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {project.data?.name ?? 'Unavailable'}
          </Title>
        )}
      </Group>
      {project.error ? (
        <Paper withBorder p="xl" ta="center">
          <Text mb="md">This project could not be loaded.</Text>
          <Button onClick={() => void project.refetch()}>TRY AGAIN</Button>
        </Paper>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Section title="Main Client Contact">
              {contact ? (
                <Anchor component={Link} to={paths.clientProfile.getHref(contact.id)}>
                  {contact.company_name
                    ? `${contact.name} (${contact.company_name})`
                    : contact.name}
                </Anchor>
              ) : (
                <Text c="dimmed">{project.isPending ? 'Loading…' : 'No contact listed'}</Text>
              )}
            </Section>
            <Section title="Best Method of Contact">
              {contact ? <ContactMethods clientId={contact.id} /> : <Text c="dimmed">—</Text>}
            </Section>
            <Section title="Your Group">
              {myGroup ? (
                <Stack gap={4}>
                  <Anchor component={Link} to={paths.groupProfile.getHref(myGroup.id)} fw={600}>
                    {myGroup.name}
                  </Anchor>
                  <Text fz="sm">{myGroup.members.map((member) => member.name).join(', ')}</Text>
                </Stack>
              ) : (
                <Text c="dimmed">
                  {groups.isPending && subcourseId ? 'Loading…' : 'Not in a group'}
                </Text>
              )}
            </Section>
          </SimpleGrid>
        </Paper>
      )}
      {myGroup && <GroupTiles group={myGroup} projectId={projectId} />}
      {changeRequests}
    </Stack>
  );
}
