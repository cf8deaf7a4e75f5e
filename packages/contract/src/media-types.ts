/**
 * The files this academy stores, by the extension their sniffed type gave them (an upload's key
 * ends in it; the server never trusts a name a client sent). One table for the server, which
 * serves each with its content type, and for both sides' check that a material's kind matches
 * its file.
 */
export const mediaKinds = ['video', 'audio', 'pdf', 'image'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaTypesByExtension = {
  mp4: { contentType: 'video/mp4', kind: 'video' },
  webm: { contentType: 'video/webm', kind: 'video' },
  m4a: { contentType: 'audio/mp4', kind: 'audio' },
  mp3: { contentType: 'audio/mpeg', kind: 'audio' },
  ogg: { contentType: 'audio/ogg', kind: 'audio' },
  wav: { contentType: 'audio/wav', kind: 'audio' },
  pdf: { contentType: 'application/pdf', kind: 'pdf' },
  jpg: { contentType: 'image/jpeg', kind: 'image' },
  png: { contentType: 'image/png', kind: 'image' },
  webp: { contentType: 'image/webp', kind: 'image' },
  gif: { contentType: 'image/gif', kind: 'image' },
} as const satisfies Record<string, { contentType: string; kind: MediaKind }>;
export type MediaExtension = keyof typeof mediaTypesByExtension;

/** `mp4|webm|…`, for the patterns of stored keys and demo files. */
export const mediaExtensionAlternatives = Object.keys(mediaTypesByExtension).join('|');

function extensionOf(name: string): MediaExtension | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(mediaTypesByExtension, extension) ? (extension as MediaExtension) : undefined;
}

/** The content type of a stored key or demo file, from the extension it was stored under. */
export function contentTypeOfStoredName(name: string): string | undefined {
  const extension = extensionOf(name);
  return extension && mediaTypesByExtension[extension].contentType;
}

/**
 * What kind of file an address of this academy holds (`/media/<key>`, `/demo-media/<file>`), or
 * undefined for an outside URL (a YouTube link, another site), whose content is not ours to read.
 */
export function storedMediaKind(address: string): MediaKind | undefined {
  if (!address.startsWith('/media/') && !address.startsWith('/demo-media/')) return undefined;
  const extension = extensionOf(address.split(/[?#]/)[0] ?? '');
  return extension && mediaTypesByExtension[extension].kind;
}
