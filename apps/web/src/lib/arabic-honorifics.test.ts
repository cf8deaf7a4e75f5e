import { describe, expect, it } from 'vitest';
import { writeOutHonorifics } from './arabic-honorifics';

describe('writeOutHonorifics', () => {
  it('writes the ﷺ ligature out in full, which every Arabic font draws', () => {
    const text = 'سَمِعْتُ رَسُولَ اللَّهِ ﷺ يَقُولُ';
    expect(writeOutHonorifics(text)).toBe('سَمِعْتُ رَسُولَ اللَّهِ صَلَّى اللَّهُ عَلَيْهِ وَسَلَّمَ يَقُولُ');
    expect(writeOutHonorifics(text)).not.toContain('\uFDFA');
    expect(writeOutHonorifics('Tuhfat al-Atfal')).toBe('Tuhfat al-Atfal');
  });
});
