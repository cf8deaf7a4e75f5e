import { useEffect } from 'react';

/**
 * What a learner did on a server-rendered page before the app hydrated (decision 0041):
 * hydration sets each field back to the value the app holds, so the typed values are read
 * just before it and given back just after, as input events the app's forms listen to; the
 * button clicks public/early-input.js kept are then replayed.
 */
interface EarlyInput {
  clicks: HTMLElement[];
  done: boolean;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;
type Typed = { element: Field; index: number; value: string; checked: boolean };
let typed: Typed[] = [];
let keptClicks: { element: HTMLElement; index: number }[] = [];
let root: HTMLElement | null = null;

const fieldSelector = 'input, textarea';
const buttonSelector = 'button, input[type="submit"]';

/**
 * The element itself, or, when React had to render the screen anew instead of hydrating it (the
 * server's markup did not match), the element at the same place among its kind in the new markup:
 * a learner's typing and tap are not lost to a re-render.
 */
function live<T extends Element>(element: T, selector: string, index: number): T | undefined {
  if (element.isConnected) return element;
  return (root?.querySelectorAll<T>(selector)[index] as T | undefined) ?? undefined;
}

function changedByLearner(element: HTMLInputElement | HTMLTextAreaElement): boolean {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    return element.checked !== element.defaultChecked;
  }
  return element.value !== element.defaultValue;
}

/** Call just before hydrating `container`. */
export function captureEarlyInput(container: HTMLElement) {
  root = container;
  const fields = [...container.querySelectorAll<Field>(fieldSelector)];
  typed = fields.filter(changedByLearner).map((element) => ({
    element,
    index: fields.indexOf(element),
    value: element.value,
    checked: 'checked' in element ? element.checked : false,
  }));
  const buttons = [...container.querySelectorAll<HTMLElement>(buttonSelector)];
  keptClicks = (window.__earlyInput?.clicks ?? []).map((element) => ({
    element,
    index: buttons.indexOf(element),
  }));
}

/**
 * Rendered last inside the screen's Suspense boundary, whose markup React hydrates after the
 * rest of the page: its effect runs once the screen itself is hydrated.
 */
export function EarlyInputReplay() {
  useEffect(() => {
    // After the tasks React still has queued for this commit, so the forms take the events.
    const timer = setTimeout(replayEarlyInput, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** Fields first, then the kept clicks, in order. */
function replayEarlyInput() {
  const early = window.__earlyInput;
  if (early) early.done = true;
  for (const { element: captured, index, value, checked } of typed) {
    const element = live(captured, fieldSelector, index);
    if (!element) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== checked) element.click();
      continue;
    }
    // The prototype's setter: React watches the element's own value property.
    const prototype =
      element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed = [];
  const clicks = early?.clicks.splice(0) ?? [];
  for (const kept of clicks) {
    // A click kept before hydration knows its place; a later one is on the live page already.
    const known = keptClicks.find((click) => click.element === kept);
    const button = known ? live(kept, buttonSelector, known.index) : kept.isConnected ? kept : undefined;
    button?.click();
  }
  keptClicks = [];
}
