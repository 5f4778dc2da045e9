import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The back arrow of wizard screens: a link with an accessible name. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <ActionIcon
      component={Link}
      to={to}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
    >
      <IconArrowLeft size={20} />
    </ActionIcon>
  );
}
