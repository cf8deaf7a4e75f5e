import { useParams } from 'react-router';
import { KitabExams } from '../../../../features/exams/components/kitab-exams';
import { MaterialView } from '../../../../features/kitab/components/material-view';
import type { RouteHandle } from '../../../route-handle';

export const handle: RouteHandle = { title: 'kitab:material.pageTitle' };

export function Component() {
  const { kitabId = '', pertemuanId = '', courseId = '' } = useParams();
  return (
    <MaterialView
      kitabId={kitabId}
      pertemuanId={pertemuanId}
      courseId={courseId}
      afterLast={<KitabExams kitabId={kitabId} />}
    />
  );
}
