import { Accordion, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useLanguage } from '../../../hooks/use-language';
import { useFaq } from '../api/get-faq';

/** Frequently asked questions from the API, in the active language. */
export function FaqList() {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const query = useFaq();
  return (
    <Stack gap="lg" maw={820}>
      <div>
        <Title order={1} size="h2">
          {t('faq.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('faq.intro')}
        </Text>
      </div>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} h={52} radius="md" />
          ))}
        </Stack>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t('faq.empty')}</Text>
      ) : (
        <Accordion variant="separated" radius="md">
          {query.data.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id}>
              <Accordion.Control>{entry.question[language]}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{entry.answer[language]}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
