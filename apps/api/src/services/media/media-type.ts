import type { StaffMedia } from '@academy/contract/staff';

export type MediaType = { contentType: string; extension: string; kind: StaffMedia['kind'] };

/** Bytes needed to tell every accepted type apart. */
export const sniffLength = 16;

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  text.split('').every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/**
 * The type of a file from its first bytes (its "magic"), never from its name or the type the
 * client claims: video (MP4, WebM), audio (MP3, M4A, OGG, WAV), PDF and images (JPEG, PNG, WebP,
 * GIF). Anything else is undefined and refused.
 */
export function sniffMediaType(head: Uint8Array): MediaType | undefined {
  if (ascii(head, 4, 'ftyp')) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return brand === 'M4A ' || brand === 'M4B '
      ? { contentType: 'audio/mp4', extension: 'm4a', kind: 'audio' }
      : { contentType: 'video/mp4', extension: 'mp4', kind: 'video' };
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return { contentType: 'video/webm', extension: 'webm', kind: 'video' };
  }
  if (ascii(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) {
    return { contentType: 'audio/mpeg', extension: 'mp3', kind: 'audio' };
  }
  if (ascii(head, 0, 'OggS')) return { contentType: 'audio/ogg', extension: 'ogg', kind: 'audio' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE'))
    return { contentType: 'audio/wav', extension: 'wav', kind: 'audio' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'))
    return { contentType: 'image/webp', extension: 'webp', kind: 'image' };
  if (ascii(head, 0, '%PDF-')) return { contentType: 'application/pdf', extension: 'pdf', kind: 'pdf' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg', kind: 'image' };
  }
  if (ascii(head, 1, 'PNG') && head[0] === 0x89 && head[4] === 0x0d && head[5] === 0x0a) {
    return { contentType: 'image/png', extension: 'png', kind: 'image' };
  }
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'))
    return { contentType: 'image/gif', extension: 'gif', kind: 'image' };
  return undefined;
}

const byExtension = new Map<string, string>([
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['m4a', 'audio/mp4'],
  ['mp3', 'audio/mpeg'],
  ['ogg', 'audio/ogg'],
  ['wav', 'audio/wav'],
  ['pdf', 'application/pdf'],
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
]);

/** The content type of a stored key (keys end in the extension their sniffed type gave them). */
export function contentTypeOfKey(key: string): string | undefined {
  return byExtension.get(key.slice(key.lastIndexOf('.') + 1));
}

/** Keys this academy makes: `yyyy/mm/<uuid>.<ext>`; anything else is never a stored file. */
export const mediaKeyPattern =
  /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.(mp4|webm|m4a|mp3|ogg|wav|pdf|jpg|png|webp|gif)$/;

/** Files of the demo academy (`apps/api/demo-media`), served at `/demo-media/<file>`. */
export const demoMediaFilePattern = /^[a-z0-9-]+\.(mp4|webm|m4a|mp3|ogg|wav|pdf|jpg|png|webp|gif)$/;

/** Where the demo media sit in an S3-compatible store (decision 0083), apart from uploaded keys. */
export const demoMediaKeyPrefix = 'demo-media/';
