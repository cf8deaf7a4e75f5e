import type {
  BankImportInUse,
  StaffBankImport,
  StaffQuestionBankSummary,
} from '@academy/contract/staff-question-bank';
import { Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../components/form-error';
import { useLanguage } from '../../../../hooks/use-language';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { type BankOwner, useRemoveBankImport } from '../api/question-bank';

/**
 * The imports whose questions are still in the bank, newest first, each removable as a whole by
 * staff who may change the bank, after a confirmation naming how many questions go (decision 0164).
 */
export function BankImports({
  owner,
  summary,
  changes,
}: {
  owner: BankOwner;
  summary: StaffQuestionBankSummary;
  changes: boolean;
}) {
  const { t } = useTranslation('staff-question-bank');
  const language = useLanguage();
  const headingId = useId();
  const [removing, setRemoving] = useState<StaffBankImport | null>(null);
  const [removed, setRemoved] = useState<{ fileName: string; count: number } | null>(null);
  if (summary.imports.length === 0 && !removed) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('imports.title')}
      </Title>
      {removed ? (
        <Text role="status" fw={600}>
          {t('imports.removed', { count: removed.count, file: removed.fileName })}
        </Text>
      ) : null}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {summary.imports.map((entry) => (
          <Paper component="li" withBorder p="sm" key={entry.id}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {entry.fileName || t('imports.noName')}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t('imports.contents', {
                    category: entry.category,
                    count: entry.remaining,
                    saved: entry.saved,
                  })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('imports.when', {
                    date: formatDateTime(entry.importedAt, language),
                    name: entry.importedBy,
                  })}
                </Text>
              </Stack>
              {changes ? (
                <Button
                  variant="light"
                  color="red"
                  size="sm"
                  aria-label={t('imports.removeLabel', { file: entry.fileName, count: entry.remaining })}
                  onClick={() => {
                    setRemoved(null);
                    setRemoving(entry);
                  }}
                >
                  {t('imports.remove')}
                </Button>
              ) : null}
            </Group>
          </Paper>
        ))}
      </Stack>
      {removing ? (
        <RemoveImportDialog
          owner={owner}
          entry={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(count) => {
            setRemoved({ fileName: removing.fileName, count });
            setRemoving(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** Asks before an import leaves the bank, saying how many questions go; a refusal names the exams. */
function RemoveImportDialog({
  owner,
  entry,
  onClose,
  onRemoved,
}: {
  owner: BankOwner;
  entry: StaffBankImport;
  onClose: () => void;
  onRemoved: (count: number) => void;
}) {
  const { t } = useTranslation('staff-question-bank');
  const language = useLanguage();
  const remove = useRemoveBankImport(owner);
  const inUse =
    remove.error instanceof ApiError && remove.error.code === 409
      ? ((remove.error.data as BankImportInUse | undefined)?.exams ?? [])
      : [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('imports.confirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <Stack gap="sm">
        <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {t('imports.confirmBody', {
            count: entry.remaining,
            file: entry.fileName,
            category: entry.category,
          })}
        </Text>
        <Text size="sm">{t('imports.confirmKeeps')}</Text>
        <FormError message={remove.error?.message} />
        {inUse.length > 0 ? (
          <List size="sm" aria-label={t('imports.inUse')}>
            {inUse.map((exam) => (
              <List.Item key={`${exam.id}-${exam.category}`}>
                {t('imports.inUseExam', { exam: exam.title[language], category: exam.category })}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('picker.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={remove.isPending}
            onClick={() => remove.mutate(entry.id, { onSuccess: (result) => onRemoved(result.removed) })}
          >
            {t('imports.confirm', { count: entry.remaining })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
