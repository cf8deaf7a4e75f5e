import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core itself, put into a page's frames once per document (decision 0116). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations are read: passing and inapplicable checks keep one node each, not every one.
  resultTypes: ['violations'],
};

/** Puts axe into a frame that lacks it; a frame gone or not scriptable (a PDF) is left out. */
async function injectInto(frame: Frame) {
  try {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(axeSource);
  } catch {
    // Detached, or a plugin's document: nothing of the app's to scan there.
  }
}

/**
 * No serious or critical axe violation (WCAG 2.1 A and AA) on the page as it is now. `soft` lets a
 * walk of many pages go on after a finding and report them all.
 *
 * axe runs in the page itself, put there once per document: parsing its 640 KB again for every scan
 * took 0.8 s of each (a walk that moves by the app's own navigation keeps its document), and
 * AxeBuilder's default of a blank page per scan, to merge frames' results, as long again.
 */
export async function expectNoSeriousViolations(page: Page, { soft = false } = {}) {
  for (const frame of page.frames()) await injectInto(frame);
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: { run: (o: RunOptions) => Promise<AxeResults> } }).axe.run(runOptions),
    options,
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  (soft ? expect.soft : expect)(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          // The target and axe's own finding (e.g. the contrast ratio and colours), to act on.
          .map((n) => `${n.target.join(' ')} "${n.html.slice(0, 80)}": ${n.failureSummary ?? ''}`)
          .join(', ')})`,
    ),
  ).toEqual([]);
}
