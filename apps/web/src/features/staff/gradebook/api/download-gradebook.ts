import { staffPaths } from '@academy/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';

export const downloadGradebook = (classId: string, format: 'csv' | 'xlsx') =>
  api.file(staffPaths.gradebookFile(encodeURIComponent(classId), format));

/** Downloads the gradebook (the call needs the token, so not a plain link), named as the server names it. */
export const useDownloadGradebook = (classId: string) =>
  useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => saveFile(await downloadGradebook(classId, format)),
  });
