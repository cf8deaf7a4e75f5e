import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useNotFoundStatus } from '../../../lib/page-status';
import { useVerifyCertificate } from '../api/verify-certificate';
import { certificateDates } from './certificate-dates';
import { CertificateStatusBadge } from './certificate-status-badge';
import { SanadChain } from './sanad-chain';
import { Fact } from '../../../components/fact';
import { BidiText } from '../../../components/bidi-text';

/** No certificate has the code (mistyped, or not one of the academy's). */
function CertificateNotFound() {
  const { t } = useTranslation('certificates');
  useNotFoundStatus(t('verify.notFoundTitle'));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('verify.notFoundTitle')}
      </Title>
      <Alert color="red" role="alert">
        {t('verify.notFound')}
      </Alert>
    </Stack>
  );
}

/** /sertifikat/{code}: anyone can check a certificate; valid or revoked, its facts and sanad. */
export function CertificateVerification({ code }: { code: string }) {
  const { t, i18n } = useTranslation('certificates');
  const language = i18n.language === 'en' ? 'en' : 'id';
  const query = useVerifyCertificate(code);

  if (query.error instanceof ApiError && query.error.code === 404) return <CertificateNotFound />;
  if (!query.data) return <QueryStatus query={query} label={t('verify.loading')} />;

  const certificate = query.data;
  const valid = certificate.status === 'valid';
  const title = certificate.item.title[language];
  const dates = certificateDates(certificate.issuedAt, i18n.language);
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          {certificate.academyName}
        </Text>
        <Title order={1} size="h2">
          {t('verify.heading')}
        </Title>
      </Stack>
      <Alert
        color={valid ? 'green' : 'red'}
        variant="light"
        role="status"
        title={t(`verify.${certificate.status}Title`)}
      >
        {valid ? (
          t('verify.validText')
        ) : (
          <Stack gap={4}>
            <Text size="sm">
              {t('verify.revokedOn', { date: formatDate(certificate.revokedAt!, language) })}{' '}
              {t('verify.revokedText')}
            </Text>
            {certificate.replacedBy ? (
              <Text size="sm">
                {t('verify.replacedText')}{' '}
                <Anchor component={Link} to={new URL(certificate.replacedBy.verifyUrl).pathname} fw={600}>
                  {t('verify.replacedLink', { number: certificate.replacedBy.number })}
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        )}
      </Alert>
      <Card>
        <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              <BidiText>{title}</BidiText>
            </Title>
            <Text dir="rtl" lang="ar" size="xl" c="green.9" ta="left">
              {certificate.item.titleArabic}
            </Text>
          </div>
          <CertificateStatusBadge status={certificate.status} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact label={t('facts.learner')}>{certificate.learnerName}</Fact>
          <Fact label={t('facts.item')}>
            {t('facts.completed', { title, kind: t(`facts.kinds.${certificate.item.type}`) })}
          </Fact>
          <Fact label={t('facts.teacher')}>{certificate.teacherName}</Fact>
          <Fact label={t('facts.number')}>{certificate.number}</Fact>
          <Fact label={t('facts.issued')}>{dates.gregorian}</Fact>
          <Fact label={t('facts.hijri')}>{dates.hijri}</Fact>
        </SimpleGrid>
      </Card>
      {/* Only a kitab whose teacher's chain is known has a sanad (decision 0108): else no card. */}
      {certificate.sanad.length > 0 ? (
        <Card>
          <Title order={2} size="h4" mb="xs">
            {t('sanad.title')}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {t('verify.sanadDescription')}
          </Text>
          <Stack gap="lg">
            {certificate.sanad.map((entry) =>
              certificate.sanad.length === 1 ? (
                <SanadChain
                  key={entry.titleArabic}
                  chain={entry.chain}
                  label={t('sanad.chainOf', { title })}
                />
              ) : (
                <section
                  key={entry.titleArabic}
                  aria-label={t('sanad.chainOf', { title: entry.titleArabic })}
                >
                  <Text dir="rtl" lang="ar" size="lg" c="green.9" mb="xs" ta="left">
                    {entry.titleArabic}
                  </Text>
                  <SanadChain chain={entry.chain} label={t('sanad.chainOf', { title: entry.titleArabic })} />
                </section>
              ),
            )}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
