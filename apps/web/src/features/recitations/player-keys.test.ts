import { describe, expect, it } from 'vitest';
import { playerKeyAction } from './player-keys';

const press = (
  key: string,
  tagName = 'BODY',
  extra: Partial<{ ctrlKey: boolean; isContentEditable: boolean }> = {},
) =>
  playerKeyAction({
    key,
    target: { tagName, isContentEditable: extra.isContentEditable ?? false },
    ctrlKey: extra.ctrlKey ?? false,
    metaKey: false,
    altKey: false,
  });

describe('the review player’s keys', () => {
  it('plays or pauses on Space, moves 5 s on the arrows, comments on M', () => {
    expect(press(' ')).toEqual({ kind: 'toggle' });
    expect(press('ArrowLeft')).toEqual({ kind: 'seek', by: -5 });
    expect(press('ArrowRight')).toEqual({ kind: 'seek', by: 5 });
    expect(press('m')).toEqual({ kind: 'comment' });
    expect(press('M')).toEqual({ kind: 'comment' });
    expect(press('x')).toBeUndefined();
  });

  it('leaves keys to a field being typed in, to a held modifier, and Space to a button', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(press('m', tag)).toBeUndefined();
      expect(press(' ', tag)).toBeUndefined();
    }
    expect(press('m', 'DIV', { isContentEditable: true })).toBeUndefined();
    expect(press('ArrowLeft', 'BODY', { ctrlKey: true })).toBeUndefined();
    expect(press(' ', 'BUTTON')).toBeUndefined();
    expect(press('m', 'BUTTON')).toEqual({ kind: 'comment' });
    expect(press('ArrowRight', 'AUDIO')).toBeUndefined();
  });
});
