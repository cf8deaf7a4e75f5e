import { type RefObject, useEffect } from 'react';

/** Seconds the arrow keys move the player. */
export const seekStepSeconds = 5;

export type PlayerKeyAction = { kind: 'toggle' } | { kind: 'seek'; by: number } | { kind: 'comment' };

/** Where typing goes: keys there are the field's, never the player's. */
const typingTags = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * What a key does on the review screen: Space plays or pauses, ← and → move 5 s, M drops a comment
 * at the moment. Nothing while typing in a field, with a modifier held, or (Space) on a button or
 * link, which Space presses.
 */
export function playerKeyAction(key: {
  key: string;
  target: { tagName?: string; isContentEditable?: boolean } | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): PlayerKeyAction | undefined {
  if (key.ctrlKey || key.metaKey || key.altKey) return undefined;
  const tag = key.target?.tagName ?? '';
  if (typingTags.has(tag) || key.target?.isContentEditable) return undefined;
  switch (key.key) {
    case ' ':
      return tag === 'BUTTON' || tag === 'A' || tag === 'AUDIO' ? undefined : { kind: 'toggle' };
    case 'ArrowLeft':
      return tag === 'AUDIO' ? undefined : { kind: 'seek', by: -seekStepSeconds };
    case 'ArrowRight':
      return tag === 'AUDIO' ? undefined : { kind: 'seek', by: seekStepSeconds };
    case 'm':
    case 'M':
      return { kind: 'comment' };
    default:
      return undefined;
  }
}

/** The review screen's keys on its player (see `playerKeyAction`). */
export function usePlayerKeys(audioRef: RefObject<HTMLAudioElement | null>, onComment: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const audio = audioRef.current;
      const action = playerKeyAction({
        key: event.key,
        target: event.target as HTMLElement | null,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
      });
      if (!audio || !action) return;
      event.preventDefault();
      if (action.kind === 'toggle') {
        if (audio.paused) void audio.play().catch(() => undefined);
        else audio.pause();
      } else if (action.kind === 'seek') {
        const end = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
        audio.currentTime = Math.min(end, Math.max(0, audio.currentTime + action.by));
      } else {
        onComment();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [audioRef, onComment]);
}
