import type { StaffReportName } from '@academy/contract/staff-reports';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadReportCsv } from '../api/download-report-csv';

/** One report: its title, what it counts, a chart if it has one, its table and its CSV export. */
export function ReportSection({
  report,
  range,
  title,
  about,
  chart,
  children,
}: {
  report: StaffReportName;
  range: { from: string; to: string };
  title: string;
  about: string;
  chart?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('staff-reports');
  const download = useDownloadReportCsv();
  const headingId = `report-${report}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {about}
            </Text>
          </div>
          <Button
            variant="light"
            size="xs"
            loading={download.isPending}
            onClick={() => download.mutate({ report, from: range.from, to: range.to })}
            aria-label={`${t('export')}: ${title}`}
          >
            {t('export')}
          </Button>
        </Group>
        {download.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t('exportFailed')}
          </Text>
        ) : null}
        {chart}
        {children}
      </Stack>
    </Card>
  );
}
