import { Anchor, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useClasses } from '../api/get-classes';
import { ClassGrid } from './class-grid';

const shown = 6;

/** The home page's showcase: classes open for registration now, each leading to its landing page. */
export function HomeClasses() {
  const { t } = useTranslation('classes');
  const query = useClasses({ state: 'registration_open', page: 1 });
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="home-classes-title">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={2} id="home-classes-title" c="green.9">
            {t('home.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('home.body')}
          </Text>
        </div>
        <Anchor component={Link} to={paths.store.getHref()} fw={600}>
          {t('home.store')}
        </Anchor>
      </Group>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ClassGrid
          label={t('home.title')}
          items={query.data?.items.slice(0, shown)}
          loading={query.isPending}
          hrefOf={(item) => paths.classLanding.getHref(item.slug)}
          empty={t('home.empty')}
        />
      )}
    </Container>
  );
}
