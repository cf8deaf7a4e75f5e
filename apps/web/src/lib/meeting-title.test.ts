import { describe, expect, it } from 'vitest';
import { meetingOwnTitle } from './meeting-title';

describe('meetingOwnTitle', () => {
  it('drops the number staff typed in front of the title, in either language', () => {
    expect(meetingOwnTitle(2, 'Pertemuan 2: Isim dan tandanya')).toBe('Isim dan tandanya');
    expect(meetingOwnTitle(2, 'pertemuan ke-2 – Isim')).toBe('Isim');
    expect(meetingOwnTitle(12, 'Meeting 12. Verbs')).toBe('Verbs');
    expect(meetingOwnTitle(3, 'Pertemuan 3')).toBe('');
  });

  it('keeps a title that only looks alike', () => {
    expect(meetingOwnTitle(2, 'Pertemuan 21: Fi’il')).toBe('Pertemuan 21: Fi’il');
    expect(meetingOwnTitle(2, 'Isim: pertemuan 2 dari 10')).toBe('Isim: pertemuan 2 dari 10');
    expect(meetingOwnTitle(1, 'Tashrif نَصَرَ')).toBe('Tashrif نَصَرَ');
  });
});
