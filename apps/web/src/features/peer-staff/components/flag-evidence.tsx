import type { PeerFlag } from '@capstone/contracts';
import { Badge, CloseButton, Group, Popover, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { evidenceButtonName, FLAG_COLORS, FLAG_LABELS, FLAG_MEANINGS } from '../utils/flags';

/**
 * A flag as a badge that is also a button. It opens a small dialog with the evidence sentence
 * the server wrote: focus moves into it (a screen reader reads the evidence as its description),
 * Escape or Close shuts it, and focus returns to the badge.
 */
export function FlagEvidence({ flag, groupName }: { flag: PeerFlag; groupName: string }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const evidenceId = useId();
  const label = FLAG_LABELS[flag.code];
  const name = evidenceButtonName(flag, groupName);
  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      onDismiss={close}
      width={300}
      position="bottom-start"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton aria-label={name} onClick={toggle} data-flag={flag.code}>
          <Badge
            component="span"
            color={FLAG_COLORS[flag.code]}
            autoContrast
            variant="filled"
            rightSection={<IconInfoCircle size={14} aria-hidden />}
            style={{ textTransform: 'none', cursor: 'pointer' }}
          >
            {label}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={`Evidence for ${label}`} aria-describedby={evidenceId}>
        <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
          <Text fz="sm" fw={600}>
            {label}
          </Text>
          <CloseButton size="sm" aria-label="Close evidence" onClick={close} />
        </Group>
        <Text fz="sm" id={evidenceId} style={{ overflowWrap: 'anywhere' }}>
          {flag.evidence}
        </Text>
        <Text fz="xs" c="dimmed" mt={6}>
          {FLAG_MEANINGS[flag.code]} Flags never change a factor.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
