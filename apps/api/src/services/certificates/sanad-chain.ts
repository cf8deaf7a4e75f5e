import type { KitabChain, SanadLink } from '@academy/contract/certificates';
import type { KitabChainRecord, SanadLinkRecord } from '../../db/schema/index';

/**
 * The sanad of a kitab as the learner holds it (decision 0108): the teacher's known chain of that
 * kitab (stored upwards: position 1 is the teacher's own teacher) from its oldest link down, then
 * the teacher and the learner. Without a known chain there is no sanad at all (an empty list):
 * nothing is added that the chain does not hold, not even its first link.
 */
export function sanadChain(
  teacherChain: SanadLinkRecord[],
  teacherName: string,
  learnerName: string,
): SanadLink[] {
  if (teacherChain.length === 0) return [];
  const links: Omit<SanadLink, 'position'>[] = [
    ...[...teacherChain].reverse().map((link) => ({ ...link, role: 'chain' as const })),
    { name: teacherName, note: { en: 'Teacher', id: 'Guru' }, role: 'teacher' },
    { name: learnerName, note: { en: 'Learner', id: 'Peserta' }, role: 'learner' },
  ];
  return links.map((link, index) => ({ position: index + 1, ...link }));
}

/**
 * The chains a certificate prints, one per kitab with a known chain, from what it copied when
 * issued: `sanadChains` since decision 0108, or the one chain of an older certificate.
 */
export function certificateChains(certificate: {
  sanadChains: KitabChainRecord[] | null;
  sanad: SanadLinkRecord[];
  titleArabic: string;
  teacherName: string;
  learnerName: string;
}): KitabChain[] {
  const copied = certificate.sanadChains ?? [
    { titleArabic: certificate.titleArabic, links: certificate.sanad },
  ];
  return copied
    .map((entry) => ({
      titleArabic: entry.titleArabic,
      chain: sanadChain(entry.links, certificate.teacherName, certificate.learnerName),
    }))
    .filter((entry) => entry.chain.length > 0);
}
