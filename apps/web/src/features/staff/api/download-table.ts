import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type TableFormat = 'csv' | 'xlsx';

/**
 * Downloads a table the server writes as CSV or XLSX (the call needs the token, so not a plain
 * link), named as the server names it.
 */
export const useDownloadTable = (pathOf: (format: TableFormat) => string) =>
  useMutation({
    mutationFn: async (format: TableFormat) => saveFile(await api.file(pathOf(format))),
  });
