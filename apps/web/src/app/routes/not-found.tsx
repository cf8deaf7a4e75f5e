import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useNotFoundStatus } from '../../lib/page-status';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'notFound.title' };

export function Component() {
  const { t } = useTranslation();
  useNotFoundStatus();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="green.2" lh={1} aria-hidden="true">
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to={paths.home.getHref()}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
