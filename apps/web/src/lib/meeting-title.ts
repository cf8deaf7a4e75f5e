/**
 * A meeting's own title, without the "Pertemuan 2:" or "Meeting 2 –" that staff sometimes type in
 * front of it: the app numbers meetings itself ("Pertemuan 2: Pertemuan 2: Isim" otherwise).
 * Empty when the title was only its number.
 */
export function meetingOwnTitle(number: number, title: string): string {
  const numbered = new RegExp(
    `^\\s*(?:pertemuan|meeting)\\s*(?:ke[-\\s]?)?0*${number}(?!\\d)\\s*[:.,\\-–—]?\\s*`,
    'i',
  );
  return title.replace(numbered, '').trim();
}

/**
 * The options of a "Meeting {{number}}: {{title}}" text: the title without a repeated number, and
 * the `untitled` context (its own key, "Meeting {{number}}") when nothing else is left.
 */
export function meetingTitleOptions(number: number, title: string) {
  const own = meetingOwnTitle(number, title);
  return own ? { number, title: own } : { number, title: own, context: 'untitled' };
}
