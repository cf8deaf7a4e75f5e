import { describe, expect, it } from 'vitest';
import { parseRange } from './media-service';
import { sniffMediaType } from './media-type';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('sniffMediaType', () => {
  it.each([
    [bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    [bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'audio/mp4'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'video/webm'],
    [bytes('ID3', [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    [bytes([0xff, 0xfb, 0x90, 0x64], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    [bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'audio/ogg'],
    [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    [bytes('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    [bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF', [0, 0, 0, 0, 0, 0, 0, 0]), 'image/jpeg'],
    [bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    [bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0, 0, 0]), 'image/gif'],
  ])('reads %#', (head, contentType) => {
    expect(sniffMediaType(head)?.contentType).toBe(contentType);
  });

  it.each([
    ['plain text', bytes('hello, this is not a video')],
    ['an HTML page', bytes('<!doctype html><script>')],
    ['an SVG (scripts)', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a ZIP', bytes('PK', [3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(sniffMediaType(head)).toBeUndefined();
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
  ])('%s of 1000 bytes', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
