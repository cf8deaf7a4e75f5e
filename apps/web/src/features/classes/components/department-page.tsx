import type { DepartmentSlug } from '@academy/contract/catalogue';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { useDepartment } from '../api/get-department';
import { ClassGrid } from './class-grid';
import { useContentTitle } from '../../../lib/page-title';

const arabicNames: Record<DepartmentSlug, string> = {
  'bahasa-arab': 'اللُّغَةُ الْعَرَبِيَّةُ',
  quran: 'الْقُرْآنُ الْكَرِيمُ',
  keluarga: 'الْأُسْرَةُ',
};

/** A department's public page: what it teaches and its classes (running and coming first). */
export function DepartmentPage({ slug }: { slug: DepartmentSlug }) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const query = useDepartment(slug);
  const department = query.data?.department;
  useContentTitle(department?.name[language]);
  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Text lang="ar" dir="rtl" c="green.7" fz="xl" ta={{ base: 'left', sm: 'left' }}>
            {arabicNames[slug]}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 38 }} c="green.9">
            {department ? department.name[language] : t(`departments.${slug}`)}
          </Title>
          <Skeleton visible={!department} mih={26} mt={6} maw={department ? undefined : 480}>
            <Text c="dimmed" size="lg">
              {department?.description[language]}
            </Text>
          </Skeleton>
        </div>
        <Title order={2} size="h3">
          {t('department.classes')}
        </Title>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <ClassGrid
            label={t('department.classes')}
            items={query.data?.classes}
            loading={query.isPending}
            hrefOf={(item) => paths.classLanding.getHref(item.slug)}
            empty={t('department.empty')}
          />
        )}
      </Stack>
    </Container>
  );
}
