import { staffPaths } from '@academy/contract/endpoints';
import type { StaffClassPreview } from '@academy/contract/staff-class-preview';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { paths } from '../../../../config/paths';
import { api } from '../../../../lib/api-client';
import { ClassPageView } from '../../../classes/components/class-page';

const getClassPreview = (classId: string) =>
  api.get<StaffClassPreview>(staffPaths.classPreview(encodeURIComponent(classId)));

/** A class's public page as a learner would see it, drafts included (decision 0118). */
export function ClassPreviewPage({ classId }: { classId: string }) {
  const { t } = useTranslation('staff');
  const preview = useQuery({
    queryKey: ['staff', 'class-preview', classId],
    queryFn: () => getClassPreview(classId),
  });
  if (!preview.data) return <QueryStatus query={preview} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.staff.edit.getHref('classes', classId)} size="sm" w="fit-content">
        ← {t('editor.backTo', { what: t('resources.classes.one') })}
      </Anchor>
      {preview.data.shownToLearners ? null : (
        <Alert
          color="yellow"
          variant="light"
          title={t('classPreview.notPublished')}
          data-testid="preview-banner"
        />
      )}
      <ClassPageView detail={preview.data.detail} variant="landing" />
    </Stack>
  );
}
