// Free of zod on purpose: the class page and the dashboard use it on their first load.

/** The services a meeting's join link may lead to, as the app names them. */
export type MeetingPlatform = 'zoom' | 'googleMeet' | 'youtube' | 'telegram';

const platformHosts: [MeetingPlatform, RegExp][] = [
  ['zoom', /(^|\.)zoom\.(us|com)$/],
  ['googleMeet', /^meet\.google\.com$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['telegram', /(^|\.)(t\.me|telegram\.(me|org))$/],
];

/**
 * The service a join link leads to, read from its host (issue 38: the class page names the place
 * the meeting really uses); null for any other host or an address that does not parse.
 */
export function meetingPlatform(joinUrl: string): MeetingPlatform | null {
  const host = hostOf(joinUrl)?.toLowerCase();
  if (!host) return null;
  return platformHosts.find(([, pattern]) => pattern.test(host))?.[0] ?? null;
}

/** The host of an http(s) address (the contract runs where no URL class is typed). */
function hostOf(address: string): string | undefined {
  return /^https?:\/\/(?:[^@/?#\s]*@)?([^:/?#\s]+)/i.exec(address.trim())?.[1];
}

/** The host of a join link, shown when it leads to no known service. */
export function joinHost(joinUrl: string): string {
  return hostOf(joinUrl) ?? joinUrl;
}
