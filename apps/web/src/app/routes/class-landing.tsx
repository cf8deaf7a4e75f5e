import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { ClassPage } from '../../features/classes/components/class-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { title: 'classes:landing.pageTitle', description: 'seo:classLanding' };

/** /kelas/{slug}: the public landing page of a class (slug or id). */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <ClassPage key={slug} classKey={slug} variant="landing" />
    </Container>
  );
}
