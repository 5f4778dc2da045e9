import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';

interface VersionScreenProps {
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the version screens: the way back and the title. */
export function VersionScreen({ title, back, children }: VersionScreenProps) {
  return (
    <Stack gap="md" py="md">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <BackLink to={back.to} label={back.label} />
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}
