import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppLogo } from '@/app/layouts/app-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { useLocalePath } from '@/lib/locale';

/** No menus: the logo back home and the content. Used by the error page. */
export function BlankLayout({ children }: { children: ReactNode }) {
  const lp = useLocalePath();
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <Container size="lg" w="100%" py="md">
        <Group justify="space-between">
          <Link to={lp('/')} aria-label="Home" style={{ textDecoration: 'none' }}>
            <AppLogo />
          </Link>
          <LanguageSwitch />
        </Group>
      </Container>
      <Box component="main" style={{ flex: 1, display: 'flex', alignItems: 'center' }}>
        <Container size="sm" w="100%">
          {children}
        </Container>
      </Box>
    </Box>
  );
}
