import { staffPaths } from '@academy/contract/endpoints';
import type { StaffMedia } from '@academy/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Uploads one file; the server checks its type by content and answers its `/media/<key>` path. */
export const uploadMedia = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<StaffMedia>(staffPaths.media, { body });
};

export const useUploadMedia = () => useMutation({ mutationFn: uploadMedia });
