import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourceList } from '../../../features/staff/components/resource-list';
import { RoleGate } from '../../../features/staff/components/role-gate';
import { UnknownResource } from '../../../features/staff/components/unknown-resource';
import { mayOpen } from '../../../features/staff/staff-permissions';
import { staffResourceOf } from '../../../features/staff/staff-resource-param';
import type { RouteHandle } from '../../route-handle';
import { Component as NotFound } from '../not-found';

export const handle: RouteHandle = { title: 'staff:console.title' };

export function Component() {
  const { t } = useTranslation('staff');
  const param = useParams().resource;
  const resource = staffResourceOf(param);
  if (!resource) return <UnknownResource param={param} fallback={<NotFound />} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(`resources.${resource}.many`)}
      </Title>
      <RoleGate allow={(role) => mayOpen(role, resource)}>
        <ResourceList key={resource} resource={resource} />
      </RoleGate>
    </Stack>
  );
}
