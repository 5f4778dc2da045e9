import { ActionIcon, Box, Drawer, Group, Paper, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The optional right panel: a column beside the posts, or a drawer at phone width. */
export function SidePanel({
  title,
  isPhone,
  onClose,
  children,
}: {
  title: string;
  isPhone: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  if (isPhone) {
    return (
      <Drawer
        opened
        onClose={onClose}
        position="right"
        size="85%"
        title={title}
        closeButtonProps={{ 'aria-label': 'Close' }}
        // In place (inside <main>) like the theme's Modal: a portalled drawer's <header> would be
        // a second banner landmark; the inner layer needs its edges set inside a flex row.
        withinPortal={false}
        styles={{ inner: { left: 0, right: 0 } }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Paper
      component="aside"
      aria-label={title}
      withBorder
      w={280}
      p="sm"
      style={{ display: 'flex', flexDirection: 'column', flexShrink: 0, minHeight: 0 }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="md">
          {title}
        </Title>
        <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={`Close ${title}`}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
      {/* Focusable so that keyboard users can scroll a long list (axe scrollable-region-focusable). */}
      <Box tabIndex={0} style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {children}
      </Box>
    </Paper>
  );
}
