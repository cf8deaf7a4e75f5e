import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';

/**
 * Layout of the steps between sign-in and the dashboard (profile, gender, address): a slim
 * header (logo, language, `actions` such as sign-out) and one centred column, mobile first.
 */
export function OnboardingLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box mih="100vh" bg="sand.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
            <Logo />
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitcher />
              {actions}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="xl" px="md">
        {children}
      </Container>
    </Box>
  );
}
