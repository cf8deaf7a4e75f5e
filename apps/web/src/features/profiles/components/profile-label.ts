import type { Profile } from '@academy/contract/profile';
import type { TFunction } from 'i18next';

/** "Main profile" or "Profile 2" (spec §3: main profile, numbered profiles). */
export function profileKindLabel(t: TFunction, profile: Pick<Profile, 'isMain' | 'number'>): string {
  return profile.isMain ? t('profiles:kind.main') : t('profiles:kind.numbered', { number: profile.number });
}
