import type { SanadLink } from '@academy/contract/certificates';
import type { SanadLinkRecord } from '../../db/schema/index';

const prophet = {
  name: 'Muhammad ﷺ',
  note: { en: 'The Messenger of Allah', id: 'Rasulullah' },
};

/**
 * The sanad of a kitab as the learner holds it (decisions §7): from the Prophet ﷺ, down the
 * teacher's own chain (stored upwards: position 1 is the teacher's own teacher), to the teacher
 * and then the learner.
 */
export function sanadChain(
  teacherChain: SanadLinkRecord[],
  teacherName: string,
  learnerName: string,
): SanadLink[] {
  const links: Omit<SanadLink, 'position'>[] = [
    { ...prophet, role: 'prophet' },
    ...[...teacherChain].reverse().map((link) => ({ ...link, role: 'chain' as const })),
    { name: teacherName, note: { en: 'Teacher', id: 'Guru' }, role: 'teacher' },
    { name: learnerName, note: { en: 'Learner', id: 'Peserta' }, role: 'learner' },
  ];
  return links.map((link, index) => ({ position: index + 1, ...link }));
}
