import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../components/bidi-text';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { auditFieldLabel, auditValueText, changedFields, type AuditWords } from '../audit-diff';

/** "shiftDays" → "Shift days": a field the console has no label for, still in words. */
const spaced = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The words of the change log in the interface language: labels, yes/no, instants in WIB. */
function useAuditWords() {
  const { t } = useTranslation(['staff', 'staff-reports']);
  const language = useLanguage();
  const words: AuditWords = {
    yes: t('staff-reports:audit.yes'),
    no: t('staff-reports:audit.no'),
    none: '–',
    dateTime: (iso) => `${formatDateTime(iso, language)} WIB`,
    label: (key) =>
      t(`staff:fields.${key}`, {
        defaultValue: t(`staff-reports:audit.fields.${key}`, { defaultValue: spaced(key) }),
      }),
  };
  const inLanguage = (label: string, lang: 'en' | 'id') =>
    t('staff:form.inLanguage', { label, language: t(`staff:form.language.${lang}`) });
  return { words, inLanguage };
}

/**
 * One change's fields as a table: each field by its label ("Starts at (WIB)", "Title
 * (English)"), its values as staff read them (WIB times, yes/no, labelled parts), never raw ISO
 * text or JSON (issue 38 item 9).
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation(['staff', 'staff-reports']);
  const { words, inLanguage } = useAuditWords();
  const changes = changedFields(before, after);
  const cell = (value: unknown) => (
    <Table.Td style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
      <BidiText>{auditValueText(value, words)}</BidiText>
    </Table.Td>
  );
  return (
    <details>
      <summary>{t('staff-reports:audit.fieldsChanged', { count: changes.length })}</summary>
      <Table mt={4} withTableBorder fz="xs" verticalSpacing={4} aria-label={t('staff-reports:audit.diff')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staff-reports:audit.field')}</Table.Th>
            <Table.Th>{t('audit.before')}</Table.Th>
            <Table.Th>{t('audit.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={500}>
                {auditFieldLabel(change.field, { label: words.label, inLanguage }) || '–'}
              </Table.Th>
              {cell(change.before)}
              {cell(change.after)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}
