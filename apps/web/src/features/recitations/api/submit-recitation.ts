import { recitationPaths } from '@academy/contract/endpoints';
import {
  type Recitation,
  type RecitationUpload as HeldUpload,
  uploadChunkContentType,
} from '@academy/contract/recitation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, buildUrl, unwrapEnvelope } from '../../../lib/api-client';
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
}

/** What a sending screen hears: the share held by the server (0–1), and whether a dropped line is being waited out. */
export interface UploadProgress {
  onProgress: (share: number) => void;
  onReconnecting: (waiting: boolean) => void;
}

/** Tries in a row a piece may fail on a dropped line before the learner is asked to send again. */
const piecesTriesInARow = 6;
const retryDelayMs = (failures: number) => Math.min(500 * 2 ** (failures - 1), 8000);

/** The upload each recording (with its fields) was given, so "Send again" goes on where it stopped. */
const startedUploads = new WeakMap<Blob, { fields: string; id: string }>();

/** A dropped line or a server that did not answer, worth trying again; not a refusal. */
const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.code === 0 || error.code === 408 || error.code >= 500);

/**
 * Waits out a drop: `ms`, or while the phone says it is offline until it is back (a drop of a
 * minute in a lift then costs no tries).
 */
function backOnline(ms: number) {
  return new Promise<void>((resolve) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      window.addEventListener('online', () => resolve(), { once: true });
      return;
    }
    setTimeout(resolve, ms);
  });
}

/** Sends one piece at `offset` (XMLHttpRequest, for its progress on a slow line). */
function sendPiece(url: string, piece: Blob, offset: number, onProgress: (loaded: number) => void) {
  return new Promise<HeldUpload>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PATCH', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', activeLanguage());
    request.setRequestHeader('Content-Type', uploadChunkContentType);
    request.setRequestHeader('Upload-Offset', String(offset));
    const token = storedToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      try {
        const parsed: unknown = JSON.parse(request.responseText || 'null');
        resolve(unwrapEnvelope(request.status, parsed).data as HeldUpload);
      } catch (error) {
        reject(
          error instanceof ApiError
            ? error
            : new ApiError({ code: request.status, message: 'Upload failed' }),
        );
      }
    };
    request.onerror = () => reject(new ApiError({ code: 0, message: 'Network error' }));
    request.send(piece);
  });
}

/**
 * Sends a recitation as a resumable upload (decision 0104): the fields and size first (checked
 * before any audio travels), then the recording piece by piece. A piece lost to a dropped line is
 * sent again from where the server stands, after a pause that grows; the recitation is answered
 * only once the server holds and has checked all of it. Progress is the share (0–1) it holds.
 */
export async function submitRecitation(
  upload: RecitationUpload,
  { onProgress, onReconnecting }: UploadProgress,
) {
  const { audio, profileId, ...fields } = upload;
  const size = audio.size;
  const fieldsKey = JSON.stringify(fields);
  const known = startedUploads.get(audio);
  let state: HeldUpload | undefined;
  if (known?.fields === fieldsKey) {
    state = await api
      .get<HeldUpload>(recitationPaths.upload(encodeURIComponent(profileId), known.id))
      .catch(() => undefined);
  }
  state ??= await api.post<HeldUpload>(recitationPaths.uploads(encodeURIComponent(profileId)), {
    body: { ...fields, size },
  });
  startedUploads.set(audio, { fields: fieldsKey, id: state.id });
  const path = recitationPaths.upload(encodeURIComponent(profileId), state.id);
  let failures = 0;
  while (!state.recitation) {
    const { offset, chunkBytes } = state;
    onProgress(offset / size);
    try {
      state = await sendPiece(buildUrl(path), audio.slice(offset, offset + chunkBytes), offset, (loaded) =>
        onProgress((offset + loaded) / size),
      );
      failures = 0;
      onReconnecting(false);
    } catch (error) {
      const offTrack = error instanceof ApiError && error.code === 409;
      if (!offTrack && (!isTransient(error) || ++failures >= piecesTriesInARow)) {
        onReconnecting(false);
        throw error;
      }
      if (!offTrack) {
        onReconnecting(true);
        await backOnline(retryDelayMs(failures));
      }
      // Go on from the bytes the server holds (a piece may have arrived though its answer did not).
      state = await api.get<HeldUpload>(path).catch((lost: unknown) => {
        if (isTransient(lost)) return state!;
        throw lost;
      });
    }
  }
  startedUploads.delete(audio);
  onProgress(1);
  return state.recitation as Recitation;
}

export const useSubmitRecitation = (progress: UploadProgress) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: RecitationUpload) => submitRecitation(upload, progress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recitations'] }),
  });
};
