/**
 * The ligature ﷺ (U+FDFA, "ṣallā llāhu ʿalayhi wa-sallam") is missing from most phones' Arabic
 * fonts, which draw it as an empty box, and the app ships no font (decision 0158): it is written
 * out in full, as the ligature reads. Only the ligature changes; the rest of the text is kept.
 */
const salawat = 'صَلَّى اللَّهُ عَلَيْهِ وَسَلَّمَ';

export function writeOutHonorifics(text: string): string {
  return text.replaceAll('\uFDFA', salawat);
}
