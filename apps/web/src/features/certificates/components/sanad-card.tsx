import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useSanad } from '../api/get-sanad';
import { SanadChain } from './sanad-chain';
import { BidiText } from '../../../components/bidi-text';

/** Per completed kitab with a known chain, that chain through the teacher to this learner. */
export function SanadCard({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation('certificates');
  const language = i18n.language === 'en' ? 'en' : 'id';
  const sanad = useSanad(profileId);
  // No known chain of any completed kitab: no sanad to show, not even an empty card (decision 0108).
  if (sanad.data?.length === 0) return null;
  return (
    <Card>
      <Title order={2} size="h4" mb="xs">
        {t('sanad.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('sanad.description')}
      </Text>
      {!sanad.data ? (
        <QueryStatus query={sanad} label={t('sanad.loading')} minHeight={80} />
      ) : (
        <Stack gap="lg">
          {sanad.data.map((entry) => (
            <section key={entry.kitab.id} aria-label={entry.kitab.title[language]}>
              <Title order={3} size="h5">
                <BidiText>{entry.kitab.title[language]}</BidiText>
              </Title>
              <Text dir="rtl" lang="ar" size="lg" c="green.9" mb="xs" ta="left">
                {entry.kitab.titleArabic}
              </Text>
              <SanadChain
                chain={entry.chain}
                label={t('sanad.chainOf', { title: entry.kitab.title[language] })}
              />
            </section>
          ))}
        </Stack>
      )}
    </Card>
  );
}
