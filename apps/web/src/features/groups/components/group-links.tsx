import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { GroupLink } from '../api/group-types';
import { AddLinkModal } from './add-link-modal';

interface GroupLinksProps {
  groupId: string;
  links: readonly GroupLink[];
}

/** The group's saved links and Add Link (members only). */
export function GroupLinks({ groupId, links }: GroupLinksProps) {
  const [adding, setAdding] = useState(false);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="group-links-heading">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="group-links-heading">
            Links
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add Link
          </Button>
        </Group>
        {links.length === 0 ? (
          <Text c="dimmed">No links yet. Add your repository, board or shared drive.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {links.map((link) => (
              <li key={link.name}>
                <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                  <Group gap={6} wrap="nowrap" component="span">
                    <IconExternalLink size={16} aria-hidden />
                    <span>{link.name}</span>
                  </Group>
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <AddLinkModal groupId={groupId} opened={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
