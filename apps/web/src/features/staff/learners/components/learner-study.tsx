import type { StaffLearnerProfile } from '@academy/contract/staff-learners';
import { Badge, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../../components/bidi-text';
import { useDuration } from '../../../../hooks/use-duration';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDate, formatDateTime, formatPrice, localize } from '../../../../lib/format';

/** A badge in a table cell keeps its whole word: the column widens (or the table scrolls) instead. */
const cellBadge = { root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } };

type SectionName = 'enrolments' | 'progress' | 'hours' | 'attempts' | 'transactions' | 'certificates';

/** One titled part of a profile's study; its empty text when there is nothing to show. */
function Section({
  profileId,
  name,
  empty,
  children,
}: {
  profileId: string;
  name: SectionName;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff-learners');
  const id = `${name}-${profileId}`;
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {t(`sections.${name}`)}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t(`empty.${name}`)}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/**
 * A table that scrolls sideways inside its section on a narrow screen instead of widening the page;
 * the scrolling box takes focus, so a keyboard can scroll it too.
 */
function StudyTable({
  label,
  head,
  minWidth,
  children,
}: {
  label: string;
  head: string[];
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      <Table striped aria-label={label} verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What a profile studies: classes, progress per kitab, active hours, exams, payments, certificates. */
export function LearnerStudy({ profile }: { profile: StaffLearnerProfile }) {
  const { t } = useTranslation(['staff-learners', 'payments', 'certificates', 'staff-payments']);
  const language = useLanguage();
  const duration = useDuration();
  const label = (name: SectionName) => `${t(`sections.${name}`)} · ${profile.name}`;
  const { activeHours } = profile;
  const recentSeconds = activeHours.days.reduce((sum, day) => sum + day.seconds, 0);

  return (
    <Stack gap="lg">
      <Section profileId={profile.id} name="enrolments" empty={profile.enrolments.length === 0}>
        <StudyTable
          label={label('enrolments')}
          minWidth={300}
          head={[t('columns.class'), t('columns.status'), t('columns.enrolledAt')]}
        >
          {profile.enrolments.map((enrolment) => (
            <Table.Tr key={enrolment.classId}>
              <Table.Td>{localize(enrolment.classTitle, language)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={enrolment.status === 'active' ? 'green' : 'yellow'}
                  styles={cellBadge}
                >
                  {t(`enrolmentStatus.${enrolment.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(enrolment.enrolledAt, language)}</Table.Td>
            </Table.Tr>
          ))}
        </StudyTable>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section profileId={profile.id} name="progress" empty={profile.progress.length === 0}>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {profile.progress.map((kitab) => {
              const title = localize(kitab.title, language);
              return (
                <li key={kitab.kitabId}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" fw={500}>
                      {title}
                    </Text>
                    <Text size="sm" dir="rtl" lang="ar">
                      <BidiText base="rtl">{kitab.titleArabic}</BidiText>
                    </Text>
                  </Group>
                  <Progress value={kitab.percent} size="sm" aria-label={title} mt={4} />
                  <Text size="xs" c="dimmed">
                    {t('progressValue', { completed: kitab.completed, total: kitab.total })} · {kitab.percent}
                    %
                  </Text>
                </li>
              );
            })}
          </Stack>
        </Section>

        <Section profileId={profile.id} name="hours" empty={false}>
          <Stack gap={2}>
            <Text size="sm">{t('hours.total', { duration: duration(activeHours.totalSeconds) })}</Text>
            <Text size="sm">
              {t('hours.recent', { duration: duration(recentSeconds), count: activeHours.days.length })}
            </Text>
            <Text size="sm">{t('hours.today', { duration: duration(activeHours.today.seconds) })}</Text>
          </Stack>
        </Section>
      </SimpleGrid>

      <Section profileId={profile.id} name="attempts" empty={profile.attempts.length === 0}>
        <StudyTable
          label={label('attempts')}
          minWidth={460}
          head={[t('columns.exam'), t('columns.started'), t('columns.score'), t('columns.result')]}
        >
          {profile.attempts.map((attempt) => (
            <Table.Tr key={attempt.id}>
              <Table.Td>
                {localize(attempt.examTitle, language)}
                <Text size="xs" c="dimmed">
                  {t('attempt.number', { number: attempt.number })}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateTime(attempt.startedAt, language)}</Table.Td>
              <Table.Td>
                {attempt.score === null || attempt.maxScore === null
                  ? '–'
                  : t('attempt.score', { score: attempt.score, max: attempt.maxScore })}
              </Table.Td>
              <Table.Td>
                <AttemptResult attempt={attempt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </StudyTable>
      </Section>

      <Section profileId={profile.id} name="transactions" empty={profile.transactions.length === 0}>
        <StudyTable
          label={label('transactions')}
          minWidth={460}
          head={[
            t('columns.item'),
            t('columns.total'),
            t('staff-payments:columns.method'),
            t('columns.status'),
            t('columns.date'),
          ]}
        >
          {profile.transactions.map((transaction) => (
            <Table.Tr key={transaction.id}>
              <Table.Td>
                {t(`payments:kinds.${transaction.itemType}`)}: {localize(transaction.itemTitle, language)}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {transaction.orderId}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(transaction.totalPrice, language)}
              </Table.Td>
              <Table.Td>
                {t(`staff-payments:record.methods.${transaction.paymentMethod}`)}
                {transaction.receipt ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('staff-payments:receiptShort', { receipt: transaction.receipt })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{t(`payments:status.${transaction.status}`)}</Table.Td>
              <Table.Td>{formatDate(transaction.createdAt, language)}</Table.Td>
            </Table.Tr>
          ))}
        </StudyTable>
      </Section>

      <Section profileId={profile.id} name="certificates" empty={profile.certificates.length === 0}>
        <StudyTable
          label={label('certificates')}
          minWidth={340}
          head={[t('columns.number'), t('columns.certificate'), t('columns.status')]}
        >
          {profile.certificates.map((certificate) => (
            <Table.Tr key={certificate.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{certificate.number}</Table.Td>
              <Table.Td>
                {t(`certificates:item.${certificate.itemType}`)}: {localize(certificate.title, language)}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={certificate.status === 'valid' ? 'green' : 'red'}
                  styles={cellBadge}
                >
                  {t(`certificates:status.${certificate.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </StudyTable>
      </Section>
    </Stack>
  );
}

function AttemptResult({ attempt }: { attempt: StaffLearnerProfile['attempts'][number] }) {
  const { t } = useTranslation('staff-learners');
  if (attempt.needsGrading) {
    return (
      <Badge variant="light" color="orange" styles={cellBadge}>
        {t('attempt.needsGrading')}
      </Badge>
    );
  }
  if (attempt.status === 'in_progress') {
    return (
      <Badge variant="light" color="blue" styles={cellBadge}>
        {t('attempt.inProgress')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={attempt.passed ? 'green' : 'gray'} styles={cellBadge}>
      {t(attempt.passed ? 'attempt.passed' : 'attempt.failed')}
    </Badge>
  );
}
