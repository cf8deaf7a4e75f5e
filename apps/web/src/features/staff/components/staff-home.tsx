import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useStaffMe } from '../api/get-staff-me';
import { navResources, resourceViews } from '../resource-views';

/** The console's start: what this staff member can work on. */
export function StaffHome() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const role = me.data?.role;
  const resources = navResources.filter(
    (resource) => role === 'admin' || resourceViews[resource].nav === 'staff',
  );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('console.welcome', { name: me.data?.fullName ?? '' })}
        </Title>
        <Text c="dimmed">{role === 'teacher' ? t('console.teacherIntro') : t('console.adminIntro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {resources.map((resource) => (
          <Card key={resource} withBorder radius="md" padding="lg">
            <Anchor component={Link} to={paths.staff.list.getHref(resource)} fw={600} size="lg">
              {t(`resources.${resource}.many`)}
            </Anchor>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`resources.${resource}.about`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
