import { dataRightsPaths, type DataExportBody } from '@academy/contract/data-rights';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The ZIP of everything the academy holds about the account, named by the server (decision 0066). */
export const downloadMyData = (body: DataExportBody) =>
  api.file(dataRightsPaths.dataExport, { body }, 'POST');

export const useDownloadMyData = () =>
  useMutation({ mutationFn: async (body: DataExportBody) => saveFile(await downloadMyData(body)) });
