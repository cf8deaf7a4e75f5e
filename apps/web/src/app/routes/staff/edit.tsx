import { useParams, useSearchParams } from 'react-router';
import { ResourceEditor } from '../../../features/staff/components/resource-editor';
import { RoleGate } from '../../../features/staff/components/role-gate';
import { UnknownResource } from '../../../features/staff/components/unknown-resource';
import { mayCreate, mayOpenRecord } from '../../../features/staff/staff-permissions';
import { staffResourceOf } from '../../../features/staff/staff-resource-param';
import type { RouteHandle } from '../../route-handle';
import { Component as NotFound } from '../not-found';

export const handle: RouteHandle = { title: 'staff:console.title' };

export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const resource = staffResourceOf(params.resource);
  if (!resource) return <UnknownResource param={params.resource} fallback={<NotFound />} />;
  return (
    <RoleGate
      allow={(role, me) => (params.id ? mayOpenRecord(me, resource, params.id) : mayCreate(role, resource))}
    >
      <ResourceEditor
        key={`${resource}:${params.id ?? 'new'}`}
        resource={resource}
        id={params.id}
        parentId={search.get('parent') ?? undefined}
      />
    </RoleGate>
  );
}
