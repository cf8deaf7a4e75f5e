import { Button } from '@mantine/core';
import type { TableFormat, useDownloadTable } from '../api/download-table';

/**
 * The two download buttons of a table, each busy while its own file comes; `onDownload` first
 * checks what the download needs (a form's filters), downloading straight away otherwise.
 */
export function TableDownloads({
  download,
  csvLabel,
  xlsxLabel,
  onDownload = (format) => download.mutate(format),
}: {
  download: ReturnType<typeof useDownloadTable>;
  csvLabel: string;
  xlsxLabel: string;
  onDownload?: (format: TableFormat) => void;
}) {
  return (
    <>
      {(
        [
          ['csv', csvLabel],
          ['xlsx', xlsxLabel],
        ] as const
      ).map(([format, label]) => (
        <Button
          key={format}
          variant="light"
          loading={download.isPending && download.variables === format}
          onClick={() => onDownload(format)}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
