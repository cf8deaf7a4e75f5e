import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../audit-diff';
import type { Values } from '../form-values';

/** A value as one short line: long texts are cut, an empty one says so. */
function shown(value: unknown, empty: string) {
  if (value === undefined || value === null || value === '') return empty;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/**
 * Another staff member saved the record first (409): the fields where their saved version and
 * this form differ, side by side, and a choice: keep these changes (saved over theirs on the
 * next Save) or load theirs.
 */
export function ConflictNotice({
  mine,
  theirs,
  onKeepMine,
  onLoadTheirs,
}: {
  mine: Values;
  theirs: Values;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}) {
  const { t, i18n } = useTranslation('staff');
  const differences = changedFields(theirs, mine).filter((change) => change.field !== 'id');
  const labelOf = (path: string) => {
    const [field = path, language] = path.split('.');
    const label = i18n.exists(`staff:fields.${field}`) ? t(`fields.${field}`) : path;
    return language === 'en' || language === 'id'
      ? t('form.inLanguage', { label, language: t(`form.language.${language}`) })
      : label;
  };
  return (
    <Stack gap="xs" w="100%">
      {differences.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={t('form.conflict.table')} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('form.conflict.field')}</Table.Th>
                <Table.Th>{t('form.conflict.theirs')}</Table.Th>
                <Table.Th>{t('form.conflict.mine')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {differences.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Td>{labelOf(change.field)}</Table.Td>
                  <Table.Td dir="auto">{shown(change.before, t('form.conflict.empty'))}</Table.Td>
                  <Table.Td dir="auto">{shown(change.after, t('form.conflict.empty'))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm">{t('form.conflict.same')}</Text>
      )}
      <Group gap="xs">
        <Button size="xs" color="red" onClick={onKeepMine}>
          {t('form.conflict.keepMine')}
        </Button>
        <Button size="xs" variant="light" color="red" onClick={onLoadTheirs}>
          {t('form.loadTheirs')}
        </Button>
      </Group>
    </Stack>
  );
}
