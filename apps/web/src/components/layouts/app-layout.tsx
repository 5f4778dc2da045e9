import { ActionIcon, AppShell, Container, Group, Menu, Text, Tooltip } from '@mantine/core';
import { IconHome, IconMessageCircle, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from '@/components/ui/color-scheme-toggle';
import { SiteFooter } from './site-footer';

interface AppLayoutProps {
  children: ReactNode;
  /** The selected course's name, or DASHBOARD. */
  heading: string;
  onChat?: (() => void) | undefined;
  onHome: () => void;
  onViewProfile?: (() => void) | undefined;
  /** "Download my data"; staff have no profile page, so the menu holds it. */
  onDownloadData?: (() => void) | undefined;
  onLogout: () => void;
  /** Who is signed in, shown at the top of the profile menu once the profile is known. */
  signedInAs?: { name: string; email?: string | undefined } | undefined;
}

/** The logged-in shell: the top navigation bar over a centred content column. */
export function AppLayout({
  children,
  heading,
  onChat,
  onHome,
  onViewProfile,
  onDownloadData,
  onLogout,
  signedInAs,
}: AppLayoutProps) {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group
          h="100%"
          px={{ base: 'xs', sm: 'md' }}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
        >
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Text component="span" fw={700} fz="xl">
              Capstone
            </Text>
            <Text
              fw={600}
              fz="sm"
              c="dimmed"
              tt="uppercase"
              truncate="end"
              miw={0}
              data-testid="nav-heading"
            >
              {heading}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {onChat && (
              <Tooltip label="Chat">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  onClick={onChat}
                  aria-label="Chat"
                >
                  <IconMessageCircle size={20} />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label="Home">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={onHome}
                aria-label="Home"
              >
                <IconHome size={20} />
              </ActionIcon>
            </Tooltip>
            <ColorSchemeToggle />
            <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Profile menu">
                  <IconUserCircle size={22} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {signedInAs && (
                  <>
                    <Menu.Label>Signed in as</Menu.Label>
                    <Text px="sm" fz="sm" fw={600} maw={260} truncate="end">
                      {signedInAs.name}
                    </Text>
                    {signedInAs.email && (
                      <Text px="sm" fz="xs" c="dimmed" maw={260} truncate="end">
                        {signedInAs.email}
                      </Text>
                    )}
                    <Menu.Divider mt="xs" />
                  </>
                )}
                {onViewProfile && <Menu.Item onClick={onViewProfile}>View Profile</Menu.Item>}
                {onDownloadData && <Menu.Item onClick={onDownloadData}>Download my data</Menu.Item>}
                <Menu.Item onClick={onLogout}>Logout</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size={1200} px={0}>
          {children}
        </Container>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
