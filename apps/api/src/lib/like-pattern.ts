/** A text matched literally inside a `like` pattern: its %, _ and backslash escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
