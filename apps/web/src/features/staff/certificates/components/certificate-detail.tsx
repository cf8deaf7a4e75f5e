import type { CertificateVariant } from '@academy/contract/certificates';
import type { StaffCertificate, StaffCertificateEvent } from '@academy/contract/staff-certificates';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { toast } from '../../../../components/toast';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { certificateDates } from '../../../certificates/components/certificate-dates';
import { CertificateStatusBadge } from '../../../certificates/components/certificate-status-badge';
import { useStaffMe } from '../../api/get-staff-me';
import { useDownloadStaffCertificatePdf } from '../api/download-staff-certificate-pdf';
import { useStaffCertificate } from '../api/get-staff-certificate';
import { useReissueStaffCertificate } from '../api/reissue-staff-certificate';
import { useRevokeStaffCertificate } from '../api/revoke-staff-certificate';
import { ReasonDialog, type ReasonInput } from './reason-dialog';
import { Fact } from '../../../../components/fact';

/** A link to another certificate of the chain (the one replaced, or the replacement). */
function CertificateLink({ certificate }: { certificate: { id: string; number: string } }) {
  return (
    <Anchor component={Link} to={paths.staff.certificate.getHref(certificate.id)}>
      {certificate.number}
    </Anchor>
  );
}

function HistoryEvent({ event }: { event: StaffCertificateEvent }) {
  const { t } = useTranslation('staff-certificates');
  const language = useLanguage();
  return (
    <Stack component="li" gap={2}>
      <Text fw={600} size="sm">
        {t(`history.${event.kind}`)}{' '}
        <Text span c="dimmed" size="sm" fw={400}>
          {formatDateTime(event.at, language)}
        </Text>
      </Text>
      <Text size="sm">
        {event.actorName ? t('history.by', { name: event.actorName }) : t('history.automatic')}
      </Text>
      {event.reason ? <Text size="sm">{t('history.reason', { reason: event.reason })}</Text> : null}
      {event.certificate ? (
        <Text size="sm">
          {t('history.certificate')} <CertificateLink certificate={event.certificate} />
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /staff/certificates/{id}: the certificate's facts, its public page and PDFs, its history, and
 * for admins Revoke (confirm with a reason) and Reissue (a reason and an optional corrected name).
 */
export function CertificateDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('staff-certificates');
  const language = useLanguage();
  const navigate = useNavigate();
  const query = useStaffCertificate(id);
  const me = useStaffMe();
  const revoke = useRevokeStaffCertificate(id);
  const reissue = useReissueStaffCertificate(id);
  const download = useDownloadStaffCertificatePdf();
  const [dialog, setDialog] = useState<'revoke' | 'reissue' | null>(null);

  if (!query.data) return <QueryStatus query={query} label={t('detail.loading')} />;
  const certificate: StaffCertificate = query.data;
  const isAdmin = me.data?.role === 'admin';
  const canRevoke = certificate.status === 'valid';
  const canReissue = certificate.replacedBy === null;
  const dates = certificateDates(certificate.issuedAt, i18n.language);
  const verifyPath = paths.certificateVerification.getHref(certificate.code);

  const save = (variant: CertificateVariant) =>
    download.mutate({ id: certificate.id, variant }, { onError: (error) => toast.error(error.message) });
  const confirm = async ({ reason, fullName }: ReasonInput) => {
    if (dialog === 'revoke') {
      await revoke.mutateAsync({ reason });
      toast.success(t('revoke.done'));
    } else {
      const renewed = await reissue.mutateAsync({ reason, fullName });
      toast.success(t('reissue.done'));
      void navigate(paths.staff.certificate.getHref(renewed.id));
    }
    setDialog(null);
  };

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to={paths.staff.certificates.getHref()} size="sm" w="fit-content">
        ← {t('detail.back')}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('detail.heading', { number: certificate.number })}
        </Title>
        <CertificateStatusBadge status={certificate.status} replaced={certificate.replacedBy !== null} />
      </Group>

      {certificate.status === 'revoked' ? (
        <Alert color={certificate.replacedBy ? 'gray' : 'red'} role="status">
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('detail.revokedOn', { date: formatDateTime(certificate.revokedAt!, language) })}
            </Text>
            {certificate.revokedReason ? (
              <Text size="sm">{t('revokedReason', { reason: certificate.revokedReason })}</Text>
            ) : null}
            {certificate.replacedBy ? (
              <Text size="sm">
                {t('detail.replacedBy')} <CertificateLink certificate={certificate.replacedBy} />
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}

      <Card>
        <Title order={2} size="h4" mb="sm">
          {t('detail.facts')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact label={t('detail.learnerName')}>{certificate.learnerName}</Fact>
          <Fact label={t('detail.profile')}>{certificate.profile.name}</Fact>
          <Fact label={t('detail.item')}>
            {certificate.item.title[language]} · {t(`itemType.${certificate.item.type}`)}
            <Text component="span" display="block" dir="rtl" lang="ar" c="green.9" ta="left" fw={400}>
              {certificate.item.titleArabic}
            </Text>
          </Fact>
          <Fact label={t('detail.teacher')}>{certificate.teacherName}</Fact>
          <Fact label={t('detail.issued')}>{dates.gregorian}</Fact>
          <Fact label={t('detail.hijri')}>{dates.hijri}</Fact>
          <Fact label={t('detail.code')}>{certificate.code}</Fact>
          {certificate.reissuedFrom ? (
            <Fact label={t('history.reissued')}>
              {t('detail.reissuedFrom')} <CertificateLink certificate={certificate.reissuedFrom} />
            </Fact>
          ) : null}
        </SimpleGrid>
        <Group gap="xs" mt="md">
          <Button component="a" href={verifyPath} target="_blank" rel="noopener" variant="light">
            {t('detail.verifyPage')}
          </Button>
          <Button
            variant="default"
            onClick={() => save('latin')}
            loading={download.isPending && download.variables?.variant === 'latin'}
          >
            {t('detail.pdfLatin')}
          </Button>
          <Button
            variant="default"
            onClick={() => save('arabic')}
            loading={download.isPending && download.variables?.variant === 'arabic'}
          >
            {t('detail.pdfArabic')}
          </Button>
        </Group>
      </Card>

      {/* A replaced certificate has nothing left to do; a teacher is told who can act. */}
      {!isAdmin || canRevoke || canReissue ? (
        <Card>
          <Title order={2} size="h4" mb="sm">
            {t('detail.actions')}
          </Title>
          {isAdmin ? (
            <Group gap="sm">
              {canRevoke ? (
                <Button color="red" variant="light" onClick={() => setDialog('revoke')}>
                  {t('revoke.button')}
                </Button>
              ) : null}
              {canReissue ? (
                <Button variant="light" onClick={() => setDialog('reissue')}>
                  {t('reissue.button')}
                </Button>
              ) : null}
            </Group>
          ) : (
            <Text size="sm" c="gray.7">
              {t('detail.adminOnly')}
            </Text>
          )}
        </Card>
      ) : null}

      <Card>
        <Title order={2} size="h4" mb="sm">
          {t('history.title')}
        </Title>
        <Stack component="ol" gap="md" m={0} pl="lg">
          {certificate.history.map((event) => (
            <HistoryEvent key={`${event.kind}-${event.at}`} event={event} />
          ))}
        </Stack>
      </Card>

      {dialog ? (
        <ReasonDialog
          kind={dialog}
          number={certificate.number}
          currentName={certificate.profile.name}
          onClose={() => setDialog(null)}
          onConfirm={confirm}
        />
      ) : null}
    </Stack>
  );
}
