import { useEffect } from 'react';

/**
 * What a learner did on a server-rendered page before the app hydrated (decision 0041):
 * hydration sets each field back to the value the app holds, so the typed values are read
 * just before it and given back just after, as input events the app's forms listen to; the
 * button clicks the early-input script (build/early-input.js, inline in index.html) kept are then replayed.
 */
interface EarlyInput {
  clicks: HTMLElement[];
  /** Fields typed in before hydration ended, with the last value of each (`values[i]`). */
  fields: Field[];
  values: { value: string; checked: boolean; lost: string }[];
  done: boolean;
  /** A pointer, touch, key or focus came before the boot script ran (src/boot.ts). */
  used: boolean;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;
type Typed = { element: Field; index: number; value: string; checked: boolean; lost?: string };
let typed: Typed[] = [];
let keptClicks: { element: HTMLElement; index: number }[] = [];
let capturedFields: Field[] = [];
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
  capturedFields = fields;
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

/**
 * What was typed before hydration ended: the fields as they were just before it, updated by
 * whatever the early-input script saw typed since (hydrating can take a while on a slow phone,
 * and typing goes on meanwhile), with the text hydration took out of a field that was typed
 * into again (`lost`).
 */
function typedBeforeHydration(early: EarlyInput | undefined): Typed[] {
  const latest = new Map(typed.map((entry) => [entry.element, entry]));
  early?.fields.forEach((element, at) => {
    const index = capturedFields.indexOf(element);
    const seen = early.values[at];
    if (index >= 0 && seen) latest.set(element, { element, index, ...seen });
  });
  return [...latest.values()];
}

/**
 * A field's text once the app holds it: what hydration took out of it, then what was typed,
 * then what was typed after hydration set it back once more (the text no longer starts with
 * what was typed).
 */
export function textToGiveBack(lost: string, typedText: string, current: string): string {
  return lost + (current.startsWith(typedText) ? current : typedText + current);
}

/** Fields first, then the kept clicks, in order. */
function replayEarlyInput() {
  const early = window.__earlyInput;
  if (early) early.done = true;
  for (const { element: captured, index, value, checked, lost } of typedBeforeHydration(early)) {
    const element = live(captured, fieldSelector, index);
    if (!element) continue;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (element.checked !== checked) element.click();
      continue;
    }
    // The prototype's setter: React watches the element's own value property.
    const prototype =
      element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const text = textToGiveBack(lost ?? '', value, element.value);
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed = [];
  capturedFields = [];
  replayKeptClicks();
}

/** The clicks kept before hydration, in order. */
function replayKeptClicks() {
  const clicks = window.__earlyInput?.clicks.splice(0) ?? [];
  for (const kept of clicks) {
    // A click kept before hydration knows its place; a later one is on the live page already.
    const known = keptClicks.find((click) => click.element === kept);
    const button = known ? live(kept, buttonSelector, known.index) : kept.isConnected ? kept : undefined;
    button?.click();
  }
  keptClicks = [];
}
