import type { Certificate, CertificateVariant } from '@academy/contract/certificates';
import { Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../components/toast';
import { useCertificates } from '../api/get-certificates';
import { useDownloadCertificatePdf } from '../api/download-certificate-pdf';
import { certificateDates } from './certificate-dates';
import { CertificateStatusBadge } from './certificate-status-badge';
import { BidiText } from '../../../components/bidi-text';

function CertificateItem({ certificate, profileId }: { certificate: Certificate; profileId: string }) {
  const { t, i18n } = useTranslation('certificates');
  const language = i18n.language === 'en' ? 'en' : 'id';
  const download = useDownloadCertificatePdf(profileId);
  const dates = certificateDates(certificate.issuedAt, i18n.language);
  const title = certificate.item.title[language];
  const save = (variant: CertificateVariant) =>
    download.mutate(
      { certificateId: certificate.id, variant },
      { onError: (error) => toast.error(error.message) },
    );
  const share = () =>
    navigator
      .share({ title: t('share.title', { title }), url: certificate.verifyUrl })
      .catch(() => undefined);

  return (
    <Card component="li" withBorder padding="md" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              <BidiText>{title}</BidiText>
            </Text>
            <Text dir="rtl" lang="ar" size="lg" c="green.9" ta="left">
              {certificate.item.titleArabic}
            </Text>
          </div>
          <CertificateStatusBadge status={certificate.status} />
        </Group>
        <Text size="sm" c="gray.7">
          {t(`item.${certificate.item.type}`)} · {t('teacher', { name: certificate.teacherName })}
        </Text>
        <Text size="sm">
          {t('number', { number: certificate.number })}
          <br />
          {t('issued', { gregorian: dates.gregorian, hijri: dates.hijri })}
        </Text>
        {certificate.status === 'revoked' ? (
          <Text size="sm" c="red.9">
            {t('list.revokedNote', { date: formatDate(certificate.revokedAt!, language) })}
          </Text>
        ) : null}
        <Group gap="xs">
          {/* A revoked certificate's PDFs are no longer offered (decision 0061). */}
          {certificate.status === 'valid' ? (
            <>
              <Button
                size="sm"
                onClick={() => save('latin')}
                loading={download.isPending && download.variables?.variant === 'latin'}
              >
                {t('download.latin')}
              </Button>
              <Button
                size="sm"
                variant="light"
                onClick={() => save('arabic')}
                loading={download.isPending && download.variables?.variant === 'arabic'}
              >
                {t('download.arabic')}
              </Button>
            </>
          ) : null}
          <CopyButton value={certificate.verifyUrl}>
            {({ copied, copy }) => (
              <Button size="sm" variant="subtle" onClick={copy} aria-live="polite">
                {copied ? t('copy.done') : t('copy.link')}
              </Button>
            )}
          </CopyButton>
          {typeof navigator.share === 'function' ? (
            <Button size="sm" variant="subtle" onClick={() => void share()}>
              {t('share.button')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/** The profile's certificates: both PDFs to download, the verification link to copy or share. */
export function CertificatesCard({ profileId }: { profileId: string }) {
  const { t } = useTranslation('certificates');
  const certificates = useCertificates(profileId);
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('list.title')}
      </Title>
      {!certificates.data ? (
        <QueryStatus query={certificates} label={t('list.loading')} minHeight={80} />
      ) : certificates.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('list.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.title')}>
          {certificates.data.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} profileId={profileId} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
