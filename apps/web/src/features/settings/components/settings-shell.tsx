import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

const sections = [
  { key: 'general', href: paths.dashboard.settings.getHref() },
  { key: 'profile', href: paths.dashboard.profileSettings.getHref() },
  { key: 'pin', href: paths.dashboard.pinSettings.getHref() },
  { key: 'examPin', href: paths.dashboard.examPinSettings.getHref() },
  { key: 'notifications', href: paths.dashboard.notificationSettings.getHref() },
] as const;

/** A settings page: its title, the links between the settings pages, and its sections. */
export function SettingsShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group component="nav" aria-label={t('nav.label')} gap="xs">
        {sections.map((section) => {
          const current = pathname === section.href;
          return (
            <Button
              key={section.key}
              component={Link}
              to={section.href}
              size="compact-md"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
            >
              {t(`nav.${section.key}`)}
            </Button>
          );
        })}
      </Group>
      {children}
    </Stack>
  );
}

/** One titled card of a settings page. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="gray.7" mt={4}>
          {description}
        </Text>
      ) : null}
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </Card>
  );
}
