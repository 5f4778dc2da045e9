import { POST_CATEGORIES, type PostCategory } from '@capstone/contracts';
import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { CATEGORY_COLORS } from '../utils/chat-people';

/**
 * Filter Posts: one category at a time, each with its colour dot; choosing the active one again
 * clears the filter.
 */
export function FilterPanel({
  value,
  onChange,
}: {
  value: PostCategory | null;
  onChange: (value: PostCategory | null) => void;
}) {
  return (
    <Stack gap={4} role="group" aria-label="Post categories">
      {POST_CATEGORIES.map((category) => {
        const active = category === value;
        return (
          <UnstyledButton
            key={category}
            aria-pressed={active}
            onClick={() => onChange(active ? null : category)}
            px="sm"
            py={6}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              background: active ? 'var(--mantine-color-indigo-light)' : undefined,
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <Box
                w={12}
                h={12}
                bg={`${CATEGORY_COLORS[category]}.6`}
                style={{ borderRadius: '50%', flexShrink: 0 }}
                aria-hidden
              />
              <Text fz="sm" fw={active ? 700 : 400} style={{ flex: 1 }}>
                {category}
              </Text>
              {active && <IconCheck size={16} aria-hidden />}
            </Group>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
