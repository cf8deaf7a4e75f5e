import { Button } from '@mantine/core';
import type { useDownloadTable } from '../api/download-table';

/** The two download buttons of a table, each busy while its own file comes. */
export function TableDownloads({
  download,
  csvLabel,
  xlsxLabel,
}: {
  download: ReturnType<typeof useDownloadTable>;
  csvLabel: string;
  xlsxLabel: string;
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
          onClick={() => download.mutate(format)}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
