import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const departments = [
  { slug: 'bahasa-arab', arabic: 'اللُّغَةُ الْعَرَبِيَّةُ' },
  { slug: 'quran', arabic: 'الْقُرْآنُ الْكَرِيمُ' },
  { slug: 'keluarga', arabic: 'الْأُسْرَةُ' },
] as const;

/** The three departments (decisions §2), each leading to its public page. */
export function DepartmentsSection() {
  const { t } = useTranslation('home');
  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="departments-title">
      <Title order={2} id="departments-title" c="green.9">
        {t('departments.title')}
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        {t('departments.body')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {departments.map((department) => (
          <Card key={department.slug} component={Link} to={paths.department.getHref(department.slug)}>
            <Text lang="ar" dir="rtl" ta="right" c="green.7" fz="lg">
              {department.arabic}
            </Text>
            <Text fw={700} mt="xs" size="lg">
              {t(`departments.${department.slug}.title`)}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`departments.${department.slug}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
