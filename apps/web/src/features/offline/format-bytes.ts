import type { Language } from '@academy/contract/language';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size as people read it (1.2 MB, 1,2 MB), in the interface language. */
export function formatBytes(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit < 2 ? 0 : 1,
  }).format(value);
}
