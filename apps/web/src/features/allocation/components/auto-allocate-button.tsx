import {
  ALLOCATION_POLICY_IDS,
  ALLOCATION_POLICY_LABELS,
  type AllocationPolicyId,
} from '@capstone/contracts';
import { Button, Checkbox, Popover, Radio, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import type { AutoAllocateOptions } from '../api/get-auto-allocation';

interface AutoAllocateButtonProps {
  onRun: (options: AutoAllocateOptions) => void;
  isRunning: boolean;
}

const isPolicy = (value: string): value is AllocationPolicyId =>
  (ALLOCATION_POLICY_IDS as readonly string[]).includes(value);

/** AUTO-ALLOCATE: a small choice of policy in plain words, then one request. */
export function AutoAllocateButton({ onRun, isRunning }: AutoAllocateButtonProps) {
  const [opened, setOpened] = useState(false);
  const [policy, setPolicy] = useState<AllocationPolicyId>('balanced');
  const [allowUnranked, setAllowUnranked] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      trapFocus
      returnFocus
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="light"
          leftSection={<IconSparkles size={18} aria-hidden />}
          loading={isRunning}
          onClick={() => setOpened((open) => !open)}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          AUTO-ALLOCATE
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label="Auto-allocate">
        <Stack gap="sm">
          <Radio.Group
            label="How should groups be placed?"
            value={policy}
            onChange={(value) => {
              if (isPolicy(value)) setPolicy(value);
            }}
          >
            <Stack gap={8} mt={6}>
              {ALLOCATION_POLICY_IDS.map((id) => (
                <Radio
                  key={id}
                  value={id}
                  label={ALLOCATION_POLICY_LABELS[id].label}
                  description={ALLOCATION_POLICY_LABELS[id].description}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox
            label="Also place groups on projects they did not rank"
            checked={allowUnranked}
            onChange={(event) => setAllowUnranked(event.currentTarget.checked)}
          />
          <Text fz="xs" c="dimmed">
            The board is rebuilt from the suggestion; nothing is saved until you save or publish.
          </Text>
          <Button
            onClick={() => {
              setOpened(false);
              onRun({ policy, allowUnranked });
            }}
          >
            SUGGEST ALLOCATION
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
