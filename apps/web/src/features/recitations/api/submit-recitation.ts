import { recitationPaths } from '@academy/contract/endpoints';
import type { Recitation } from '@academy/contract/recitation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl, unwrapEnvelope } from '../../../lib/api-client';
import { activeLanguage } from '../../../lib/i18n';
import { storedToken } from '../../../lib/storage';

export interface RecitationUpload {
  profileId: string;
  classId: string;
  surah: number;
  fromAyah: number;
  toAyah: number;
  note: string;
  repeatOf?: string | undefined;
  audio: Blob;
  fileName: string;
}

/**
 * Sends a recitation: the fields first (the server checks them before reading audio), then the
 * recording. XMLHttpRequest rather than fetch, for the upload's progress (0–1) on a slow line.
 */
export function submitRecitation(upload: RecitationUpload, onProgress: (share: number) => void) {
  const body = new FormData();
  body.append('classId', upload.classId);
  body.append('surah', String(upload.surah));
  body.append('fromAyah', String(upload.fromAyah));
  body.append('toAyah', String(upload.toAyah));
  body.append('note', upload.note);
  if (upload.repeatOf) body.append('repeatOf', upload.repeatOf);
  body.append('audio', upload.audio, upload.fileName);
  return new Promise<Recitation>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(recitationPaths.list(encodeURIComponent(upload.profileId))));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', activeLanguage());
    const token = storedToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const parsed: unknown = JSON.parse(request.responseText || 'null');
        resolve(unwrapEnvelope(request.status, parsed).data as Recitation);
      } catch (error) {
        reject(
          error instanceof ApiError
            ? error
            : new ApiError({ code: request.status, message: 'Upload failed' }),
        );
      }
    };
    request.onerror = () => reject(new ApiError({ code: 0, message: 'Network error' }));
    request.send(body);
  });
}

export const useSubmitRecitation = (onProgress: (share: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: RecitationUpload) => submitRecitation(upload, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recitations'] }),
  });
};
