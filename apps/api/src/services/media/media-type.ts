import {
  contentTypeOfStoredName,
  mediaExtensionAlternatives,
  mediaTypesByExtension,
  type MediaExtension,
} from '@academy/contract/media-types';
import type { StaffMedia } from '@academy/contract/staff';

export type MediaType = { contentType: string; extension: string; kind: StaffMedia['kind'] };

/** Bytes needed to tell every accepted type apart. */
export const sniffLength = 16;

const typeOf = (extension: MediaExtension): MediaType => ({ ...mediaTypesByExtension[extension], extension });

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
    return brand === 'M4A ' || brand === 'M4B ' ? typeOf('m4a') : typeOf('mp4');
  }
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return typeOf('webm');
  }
  if (ascii(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) {
    return typeOf('mp3');
  }
  if (ascii(head, 0, 'OggS')) return typeOf('ogg');
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return typeOf('wav');
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return typeOf('webp');
  if (ascii(head, 0, '%PDF-')) return typeOf('pdf');
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return typeOf('jpg');
  }
  if (ascii(head, 1, 'PNG') && head[0] === 0x89 && head[4] === 0x0d && head[5] === 0x0a) {
    return typeOf('png');
  }
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return typeOf('gif');
  return undefined;
}

/** The content type of a stored key (keys end in the extension their sniffed type gave them). */
export const contentTypeOfKey = contentTypeOfStoredName;

/** Keys this academy makes: `yyyy/mm/<uuid>.<ext>`; anything else is never a stored file. */
export const mediaKeyPattern = new RegExp(`^\\d{4}/\\d{2}/[0-9a-f-]{36}\\.(${mediaExtensionAlternatives})$`);

/** Files of the demo academy (`apps/api/demo-media`), served at `/demo-media/<file>`. */
export const demoMediaFilePattern = new RegExp(`^[a-z0-9-]+\\.(${mediaExtensionAlternatives})$`);

/** Where the demo media sit in an S3-compatible store (decision 0083), apart from uploaded keys. */
export const demoMediaKeyPrefix = 'demo-media/';
