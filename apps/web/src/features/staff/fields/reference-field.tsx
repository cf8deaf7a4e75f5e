import type { StaffResourceName } from '@academy/contract/endpoints';
import { Select } from '@mantine/core';
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
  const data = (list.data?.items ?? []).map((row) => ({ value: row.id, label: row.title }));
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => setValue(path, next ?? (nullable ? null : ''))}
      clearable={nullable}
      searchable
      placeholder={nullable ? t('form.none') : t('form.choose')}
      error={errorOf(path)}
      nothingFoundMessage={t('list.empty')}
    />
  );
}
