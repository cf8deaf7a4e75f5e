import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { useSanad } from '../api/get-sanad';
import { SanadChain } from './sanad-chain';
import { BidiText } from '../../../components/bidi-text';

/** Per completed kitab, the chain from the Prophet ﷺ through the teacher to this learner. */
export function SanadCard({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation('certificates');
  const language = i18n.language === 'en' ? 'en' : 'id';
  const sanad = useSanad(profileId);
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
      ) : sanad.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('sanad.empty')}
        </Text>
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
