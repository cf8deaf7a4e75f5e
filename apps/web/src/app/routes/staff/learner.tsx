import { useParams } from 'react-router';
import { MemorizationMap } from '../../../features/recitations/components/memorization-map';
import { LearnerDetail } from '../../../features/staff/learners/components/learner-detail';
import type { RouteHandle } from '../../route-handle';

export const handle: RouteHandle = { title: 'staff-learners:title' };

export function Component() {
  const { userId = '' } = useParams();
  return (
    <LearnerDetail
      key={userId}
      userId={userId}
      profileSlot={(profileId) => <MemorizationMap profileId={profileId} asStaff />}
    />
  );
}
