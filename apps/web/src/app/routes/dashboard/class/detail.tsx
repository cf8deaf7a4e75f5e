import { useParams } from 'react-router';
import { ClassPage } from '../../../../features/classes/components/class-page';
import { KitabExams } from '../../../../features/exams/components/kitab-exams';
import { KitabOutline } from '../../../../features/kitab/components/kitab-outline';
import { ClassAnnouncements } from '../../../../features/notifications/components/class-announcements';
import { Stack } from '@mantine/core';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'classes:detail.pageTitle' };

/** The class detail: the class feature's page with the kitab outline and exams for enrolled learners. */
export function Component() {
  const { classId = '' } = useParams();
  return (
    <Stack gap="lg">
      <ClassPage
        key={classId}
        classKey={classId}
        variant="dashboard"
        kitabSlot={(kitab) => (
          <>
            <KitabOutline kitab={kitab} />
            <KitabExams kitabId={kitab.id} />
          </>
        )}
      />
      <ClassAnnouncements classId={classId} />
    </Stack>
  );
}
