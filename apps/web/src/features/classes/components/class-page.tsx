import type { ClassDetail, KitabSummary } from '@academy/contract/catalogue';
import { Anchor, Box, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useActiveProfileId } from '../../../lib/active-profile';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useClass } from '../api/get-class';
import { ClassActionPanel } from './class-action-panel';
import { ClassOverview } from './class-overview';
import { BidiText } from '../../../components/bidi-text';
import { useContentTitle } from '../../../lib/page-title';
import { useNotFoundStatus } from '../../../lib/page-status';

function ClassPageSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack>
          <Skeleton h={180} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Skeleton h={220} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

/** The class is unknown (wrong slug or id). */
function ClassNotFound() {
  const { t } = useTranslation('classes');
  useNotFoundStatus(t('detail.notFound'));
  return (
    <Stack align="center" ta="center" py="xl">
      <Title order={1} size="h2">
        {t('detail.notFound')}
      </Title>
      <Button component={Link} to={paths.store.getHref()} variant="light">
        {t('detail.browse')}
      </Button>
    </Stack>
  );
}

/**
 * One class (by slug or id) with its action. Used by the public landing page and the
 * dashboard's class detail; `variant` decides the links around it.
 */
export function ClassPage({
  classKey,
  variant,
  kitabSlot,
  leadSlot,
  classSlot,
}: {
  classKey: string;
  variant: 'landing' | 'dashboard';
  kitabSlot?: (kitab: KitabSummary) => ReactNode;
  /** What other features show first on the class for the viewing profile (e.g. its meetings). */
  leadSlot?: (detail: ClassDetail) => ReactNode;
  /** What other features show on the class for the viewing profile (e.g. its recitations). */
  classSlot?: (detail: ClassDetail) => ReactNode;
}) {
  const language = useLanguage();
  const profileId = useActiveProfileId();
  const query = useClass(classKey, profileId);
  useContentTitle(query.data?.title[language]);

  if (query.isPending) {
    return (
      <Stack gap="lg">
        <Skeleton h={40} w="70%" />
        <ClassPageSkeleton />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 404) return <ClassNotFound />;
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <ClassPageView
      detail={query.data}
      variant={variant}
      kitabSlot={kitabSlot}
      leadSlot={leadSlot}
      classSlot={classSlot}
    />
  );
}

/** The class page for its data: the learners' page, and a staff preview of it (decision 0118). */
export function ClassPageView({
  detail,
  variant,
  kitabSlot,
  leadSlot,
  classSlot,
}: {
  detail: ClassDetail;
  variant: 'landing' | 'dashboard';
  kitabSlot?: (kitab: KitabSummary) => ReactNode;
  leadSlot?: (detail: ClassDetail) => ReactNode;
  classSlot?: (detail: ClassDetail) => ReactNode;
}) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const { status } = useSession();
  return (
    <Stack gap="lg">
      <Box>
        <Text size="sm" c="dimmed" fw={600}>
          {detail.department.name[language]}
        </Text>
        <Title order={1} fz={{ base: 26, sm: 34 }} c="green.9" lh={1.2}>
          <BidiText>{detail.title[language]}</BidiText>
        </Title>
        <Group gap="md" mt={6}>
          <Text size="sm">{detail.teacher.name}</Text>
          {variant === 'dashboard' || status.loggedIn ? (
            <Anchor component={Link} size="sm" to={paths.dashboard.classBrief.getHref(detail.id)}>
              {t('detail.readBrief')}
            </Anchor>
          ) : null}
        </Group>
      </Box>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            {leadSlot?.(detail)}
            <ClassOverview detail={detail} kitabSlot={kitabSlot} />
          </Stack>
          {classSlot?.(detail)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Box style={{ position: 'sticky', top: 80 }}>
            <ClassActionPanel detail={detail} />
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
