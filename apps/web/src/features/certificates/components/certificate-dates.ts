/** "23 November 2026" and its Umm al-Qura Hijri date in the interface language. */
export function certificateDates(issuedAt: string, language: string) {
  const at = new Date(issuedAt);
  const options = { dateStyle: 'long', timeZone: 'Asia/Jakarta' } as const;
  return {
    gregorian: new Intl.DateTimeFormat(language, options).format(at),
    hijri: new Intl.DateTimeFormat(`${language}-u-ca-islamic-umalqura`, options).format(at),
  };
}
