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

type Typed = { element: HTMLInputElement | HTMLTextAreaElement; value: string; checked: boolean };
let typed: Typed[] = [];

function changedByLearner(element: HTMLInputElement | HTMLTextAreaElement): boolean {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    return element.checked !== element.defaultChecked;
  }
  return element.value !== element.defaultValue;
}

/** Call just before hydrating `container`. */
export function captureEarlyInput(container: HTMLElement) {
  typed = [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter(changedByLearner)
    .map((element) => ({
      element,
      value: element.value,
      checked: 'checked' in element ? element.checked : false,
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
  for (const { element, value, checked } of typed) {
    if (!element.isConnected) continue;
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
  for (const button of clicks) if (button.isConnected) button.click();
}
