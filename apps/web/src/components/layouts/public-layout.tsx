import { Anchor, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ColorSchemeToggle } from '@/components/ui/color-scheme-toggle';
import { SiteFooter } from './site-footer';
import classes from './public-layout.module.css';

interface PublicLayoutProps {
  children: ReactNode;
  /** Extra controls at the right of the top bar (e.g. the landing page's SIGNUP / LOGIN). */
  actions?: ReactNode;
  /** Content width; forms use a narrow column. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** Shell of the logged-out screens: a top bar with the product title, the page, a footer. */
export function PublicLayout({ children, actions, size = 'xs' }: PublicLayoutProps) {
  return (
    <>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.home.getHref()}
            fw={700}
            fz="xl"
            c="inherit"
            underline="never"
          >
            Capstone
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            {actions}
            <ColorSchemeToggle />
          </Group>
        </Group>
      </header>
      <main className={classes.main}>
        <Container size={size} py="lg" px={0}>
          {children}
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}
