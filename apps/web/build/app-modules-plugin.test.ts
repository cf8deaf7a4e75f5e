import { describe, expect, it } from 'vitest';
import { withAppStart } from './app-modules-plugin';

const page =
  '<!doctype html><html><head><title>Academy</title></head><body><div id="root"></div></body></html>';

describe('the app shell', () => {
  it('asks for the start’s scripts as module preloads and its styles as stylesheets, at the end of the head', () => {
    const shell = withAppStart(page, ['/assets/main-a1.js', '/assets/ui-b2.js', '/assets/main-c3.css']);
    expect(shell).toBe(
      '<!doctype html><html><head><title>Academy</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/main-a1.js">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/ui-b2.js">\n' +
        '<link rel="stylesheet" crossorigin href="/assets/main-c3.css">\n' +
        '</head><body><div id="root"></div></body></html>',
    );
  });

  it('refuses a page without a head to put them in', () => {
    expect(() => withAppStart('<p>no head</p>', ['/assets/main-a1.js'])).toThrow(/<\/head>/);
  });
});
