import { isDepartmentSlug } from '@academy/contract/departments';
import { useParams } from 'react-router';
import { DepartmentPage } from '../../features/classes/components/department-page';
import type { RouteHandle } from '../route-handle';
import { Component as NotFound } from './not-found';

export const handle: RouteHandle = { title: 'classes:department.pageTitle', description: 'seo:department' };

/** /dept/bahasa-arab, /dept/quran, /dept/keluarga; any other department is not found. */
export function Component() {
  const slug = useParams().department;
  if (!isDepartmentSlug(slug)) return <NotFound />;
  return <DepartmentPage key={slug} slug={slug} />;
}
