import { Anchor, Text, type TextProps } from '@mantine/core';
import { useMemo } from 'react';
import { splitMessageLinks } from '../utils/message-links';

/**
 * A post or reply body as plain text (never HTML), with http(s) addresses as links that open in a
 * new tab without access to this page.
 */
export function MessageText({ content, ...props }: { content: string } & TextProps) {
  const parts = useMemo(() => splitMessageLinks(content), [content]);
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} {...props}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit>
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
