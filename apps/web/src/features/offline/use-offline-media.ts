import { useEffect, useState } from 'react';
import { mediaPathOf, readMedia } from './offline-cache';

export interface MediaSource {
  /** What the player or viewer opens: the downloaded bytes (a blob address) or the signed address. */
  url: string | null;
  /** Still looking in the downloads. */
  pending: boolean;
}

/**
 * A course's media as this phone has it (decision 0156): the downloaded bytes when the profile
 * downloaded them (online too, to spare the data plan), served as a blob address that plays and
 * seeks; otherwise the signed address. A downloaded course read offline carries only the media's
 * path, and without its bytes there is nothing to open (url null).
 */
export function useOfflineMedia(profileId: string | null, sourceUrl: string | null): MediaSource {
  const path = mediaPathOf(sourceUrl);
  const [found, setFound] = useState<{ key: string; url: string | null } | null>(null);
  const key = `${profileId}:${path}`;
  useEffect(() => {
    if (!path || !profileId) return;
    let objectUrl: string | null = null;
    let live = true;
    void readMedia(profileId, path)
      .catch(() => null)
      .then((blob) => {
        if (!live) return;
        objectUrl = blob ? URL.createObjectURL(blob) : null;
        setFound({ key, url: objectUrl });
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key, path, profileId]);
  if (!path || !profileId) return { url: sourceUrl, pending: false };
  if (found?.key !== key) return { url: null, pending: true };
  const signed = sourceUrl?.includes('?') ? sourceUrl : null;
  return { url: found.url ?? signed, pending: false };
}
