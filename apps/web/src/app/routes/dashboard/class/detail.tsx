import { useParams } from 'react-router';
import { ClassPage } from '../../../../features/classes/components/class-page';
import { KitabExams } from '../../../../features/exams/components/kitab-exams';
import { ClassMeetings } from '../../../../features/meetings/components/class-meetings';
import { KitabOutline } from '../../../../features/kitab/components/kitab-outline';
import { ClassAnnouncements } from '../../../../features/notifications/components/class-announcements';
import { Stack } from '@mantine/core';
import { ClassRecitations } from '../../../../features/recitations/components/class-recitations';
import { useActiveProfileId } from '../../../../lib/active-profile';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'classes:detail.pageTitle' };

/**
 * The class detail: the class feature's page with its meetings, the kitab outline and exams for
 * enrolled learners, and the recitations (setoran) of a class that takes them.
 */
export function Component() {
  const { classId = '' } = useParams();
  const profileId = useActiveProfileId();
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
        leadSlot={(detail) =>
          profileId && detail.enrolment?.status === 'active' ? (
            <ClassMeetings profileId={profileId} classId={detail.id} />
          ) : null
        }
        classSlot={(detail) =>
          profileId && detail.takesRecitations && detail.enrolment?.status === 'active' ? (
            <ClassRecitations profileId={profileId} classId={detail.id} />
          ) : null
        }
      />
      <ClassAnnouncements classId={classId} />
    </Stack>
  );
}
