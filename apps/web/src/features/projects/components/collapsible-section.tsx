import { PROJECT_MESSAGES } from '@capstone/contracts';
import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId, useState } from 'react';

/** Collapsed text height. */
const COLLAPSED_HEIGHT = '4.5rem';

const remToPx = (rem: string) =>
  Number.parseFloat(rem) *
  Number.parseFloat(getComputedStyle(document.documentElement).fontSize || '16');

/**
 * A titled text section: 'Unavailable' when empty, and Read more / Read less (a real button
 * with aria-expanded, so it works from the keyboard) once the text is taller than 4.5rem.
 */
export function CollapsibleSection({ title, text }: { title: string; text: string }) {
  const headingId = useId();
  const contentId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { ref, height } = useElementSize();
  const content = text.trim();
  const isLong = height > remToPx(COLLAPSED_HEIGHT) + 1;

  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId}>
        {title}
      </Title>
      {content ? (
        <>
          <Box
            id={contentId}
            style={{
              maxHeight: isLong && !isOpen ? COLLAPSED_HEIGHT : undefined,
              overflow: 'hidden',
            }}
          >
            <Text ref={ref} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {content}
            </Text>
          </Box>
          {isLong && (
            <Anchor
              component="button"
              type="button"
              fz="sm"
              aria-expanded={isOpen}
              aria-controls={contentId}
              onClick={() => setIsOpen((open) => !open)}
              style={{ alignSelf: 'flex-start' }}
            >
              {isOpen ? 'Read less' : 'Read more'}
            </Anchor>
          )}
        </>
      ) : (
        <Text c="dimmed">{PROJECT_MESSAGES.unavailable}</Text>
      )}
    </Stack>
  );
}
