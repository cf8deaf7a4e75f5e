import { useParams } from 'react-router';
import { ClassPage } from '../../../../features/classes/components/class-page';
import { KitabExams } from '../../../../features/exams/components/kitab-exams';
import { ClassMeetings } from '../../../../features/meetings/components/class-meetings';
import { KitabOutline } from '../../../../features/kitab/components/kitab-outline';
import {
  ClassAnnouncements,
  MeetingAnnouncements,
} from '../../../../features/notifications/components/class-announcements';
import { ClassRecitations } from '../../../../features/recitations/components/class-recitations';
import { useActiveProfileId } from '../../../../lib/active-profile';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'classes:detail.pageTitle' };

/**
 * The class detail: the class feature's page with, for enrolled learners, its announcements right
 * under the class's header and then its meetings, each showing the announcements about it (issue
 * 38 item 19), the kitab outline and exams, and the recitations (setoran) of a class that takes them.
 */
export function Component() {
  const { classId = '' } = useParams();
  const profileId = useActiveProfileId();
  return (
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
          <>
            <ClassAnnouncements profileId={profileId} classId={detail.id} />
            <ClassMeetings
              profileId={profileId}
              classId={detail.id}
              meetingSlot={(entry) => (
                <MeetingAnnouncements profileId={profileId} classId={detail.id} meetingId={entry.id} />
              )}
            />
          </>
        ) : null
      }
      classSlot={(detail) =>
        profileId && detail.takesRecitations && detail.enrolment?.status === 'active' ? (
          <ClassRecitations profileId={profileId} classId={detail.id} />
        ) : null
      }
    />
  );
}
