import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Writes `build/early-input.js` into the head of `index.html` as an inline script (decision
 * 0041): it must run before any form of a server-rendered page is on the screen, or a tap on a
 * slow phone sends the form natively (its password in the address). Inline, it costs no request
 * on the critical path; the server allows it by its hash in the Content-Security-Policy.
 */
export function earlyInputPlugin(): Plugin {
  const source = new URL('./early-input.js', import.meta.url);
  return {
    name: 'academy-early-input',
    transformIndexHtml: () => [
      {
        tag: 'script',
        // Its comments stay in the source file; the page carries the code.
        children: readFileSync(source, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\/\*.*\*\/\s*$)/.test(line))
          .join('\n')
          .trim(),
        injectTo: 'head-prepend',
      },
    ],
  };
}
