import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ManageAction } from '@/lib/manage-actions';

/** The Manage dropdown of an overview page; nothing at all when there is no action. */
export function ManageMenu({ actions }: { actions: readonly ManageAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button rightSection={<IconChevronDown size={16} aria-hidden />}>Manage</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} component={Link} to={action.href}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
