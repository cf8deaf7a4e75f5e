import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useAcademy } from '../hooks/use-academy';

/** The academy mark: a crescent and star, drawn inline (no image request). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-green-7)" />
      <path d="M32 12a20 20 0 1 0 14 34 16 16 0 1 1 0-28A20 20 0 0 0 32 12z" fill="#f4ecd8" />
      <path d="m44 22 2 5 5 .4-3.8 3.3 1.2 5-4.4-2.7-4.4 2.7 1.2-5L37 27.4l5-.4z" fill="#e0b84c" />
    </svg>
  );
}

/** Logo and name, linking home; the name has a fixed line so loading it never moves the header. */
export function Logo({ to = paths.home.getHref() }: { to?: string }) {
  const { t } = useTranslation();
  const academy = useAcademy();
  const name = academy.data?.name ?? t('app.title');
  return (
    <UnstyledButton component={Link} to={to} aria-label={t('nav.homeOf', { name })} miw={0}>
      <Group gap="xs" wrap="nowrap" miw={0}>
        <LogoMark />
        <Text fw={700} c="green.8" truncate="end" lh={1.2} visibleFrom="xs">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
