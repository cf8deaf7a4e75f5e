import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useStaffMe } from '../api/get-staff-me';
import { navResources, resourceViews } from '../resource-views';
import { StaffTodayWork } from './staff-today';

/**
 * The console's start: the day's work first (issue 38 item 13), then the content this staff
 * member edits, as a shorter list of links.
 */
export function StaffHome() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const role = me.data?.role;
  const resources = navResources.filter(
    (resource) => role === 'admin' || resourceViews[resource].nav === 'staff',
  );
  const teacherId = role === 'teacher' ? me.data?.teacherId : null;
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {t('console.welcome', { name: me.data?.fullName ?? '' })}
        </Title>
        <Text c="dimmed">{role === 'teacher' ? t('console.teacherIntro') : t('console.adminIntro')}</Text>
      </div>
      <StaffTodayWork />
      <Stack gap="xs" component="section" aria-labelledby="staff-content">
        <Title order={2} size="h4" id="staff-content">
          {t('home.content')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={4}>
          {resources.map((resource) => (
            <div key={resource}>
              <Anchor component={Link} to={paths.staff.list.getHref(resource)} fw={600} size="sm">
                {t(`resources.${resource}.many`)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t(`resources.${resource}.about`)}
              </Text>
            </div>
          ))}
          {teacherId ? (
            <div>
              <Anchor
                component={Link}
                to={paths.staff.edit.getHref('teachers', teacherId)}
                fw={600}
                size="sm"
              >
                {t('editor.ownProfile')}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('home.ownProfileAbout')}
              </Text>
            </div>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
