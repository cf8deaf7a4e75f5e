import type { StaffResourceName } from '@academy/contract/endpoints';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffList } from '../api/get-staff-list';
import { getAt } from '../form-values';
import type { FieldProps } from './field-props';

/** A choice among the records of another resource (teacher, category, sub category). */
export function ReferenceField({
  path,
  label,
  values,
  setValue,
  errorOf,
  resource,
  nullable,
  parentId,
}: FieldProps & { resource: StaffResourceName; nullable?: boolean; parentId?: string }) {
  const { t } = useTranslation('staff');
  const list = useStaffList(resource, { size: 100, sortBy: 'title', sortType: 'asc', parentId });
  const value = (getAt(values, path) as string | null | undefined) ?? null;
  // A native list: light (no positioning library on top) and at home on a phone.
  const data = [
    { value: '', label: nullable ? t('form.none') : t('form.choose'), disabled: !nullable },
    ...(list.data?.items ?? []).map((row) => ({ value: row.id, label: row.title })),
  ];
  return (
    <NativeSelect
      label={label}
      data={data}
      value={value ?? ''}
      onChange={(event) => setValue(path, event.currentTarget.value || (nullable ? null : ''))}
      error={errorOf(path)}
    />
  );
}
