// Runs on a thread of its own in the page's process. ICU's locale data, which the first
// formatter of a page loads (43–110 ms here, four times that on a cheap phone), belongs to the
// process, not to a thread: loaded here, it is ready when the page's main thread makes its first
// date or price (decision 0173). Each kind the app formats with, in both of its languages.
for (const locale of ['en-US', 'id-ID']) {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'IDR' }).format(0);
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(0);
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(0);
  new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, {
    dateStyle: 'long',
    timeZone: 'Asia/Jakarta',
  }).format(0);
  new Intl.Collator(locale).compare('a', 'b');
}
self.close();
