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
/** Where an element was: its kind and name, and which of the elements so named it was. */
type Place = { name: string; nth: number };
type Typed = { element: Field; place: Place; value: string; checked: boolean; lost?: string };
let typed: Typed[] = [];
let keptClicks: { element: HTMLElement; place: Place }[] = [];
/** The fields the server's markup had, with their places, read before the app renders. */
let capturedFields = new Map<Field, Place>();
let root: HTMLElement | null = null;

const fieldSelector = 'input, textarea';
const buttonSelector = 'button, input[type="submit"]';

/** The words that name the element: its label, a button's text; a field's name, never what was typed in it. */
function labelOf(element: Element): string | null {
  const ariaLabel = element.getAttribute('aria-label');
  if (ariaLabel !== null) return ariaLabel;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    if (element.labels?.length) return element.labels[0]!.textContent;
    const isButton =
      element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button');
    return isButton ? element.value : element.name;
  }
  return element.textContent;
}

/** What a person would call the element: its kind with its label. */
function nameOf(element: Element): string {
  const kind = element instanceof HTMLInputElement ? `input:${element.type}` : element.localName;
  return `${kind} ${(labelOf(element) ?? '').replace(/\s+/g, ' ').trim()}`;
}

function placeOf(element: Element, among: Element[]): Place {
  const name = nameOf(element);
  return { name, nth: among.filter((other) => nameOf(other) === name).indexOf(element) };
}

/** How long a tap or typing waits for its button or field to come back in the app's markup. */
const waitForPlaceMs = 5000;

function findIn<T extends Element>(selector: string, place: Place): T | undefined {
  const named = [...(root?.querySelectorAll<T>(selector) ?? [])].filter(
    (other) => nameOf(other) === place.name,
  );
  return named[place.nth];
}

/**
 * The element itself, or, when React rendered the screen anew instead of hydrating it (the
 * server's markup did not match, or the visitor is signed in and the server rendered the page
 * signed out), the element of the same kind and name in the new markup: a learner's typing and
 * tap are not lost to a re-render, and never given to another field or button. A screen rendered
 * anew may first show its loading state (its data is fetched again): the element is waited for,
 * up to `waitForPlaceMs`.
 */
function live<T extends Element>(element: T, selector: string, place: Place): Promise<T | undefined> {
  if (element.isConnected) return Promise.resolve(element);
  if (place.nth < 0 || !root) return Promise.resolve(undefined);
  const found = findIn<T>(selector, place);
  if (found) return Promise.resolve(found);
  const within = root;
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const now = findIn<T>(selector, place);
      if (now) done(now);
    });
    const timer = setTimeout(() => done(undefined), waitForPlaceMs);
    function done(result: T | undefined) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(result);
    }
    observer.observe(within, { childList: true, subtree: true });
  });
}

function changedByLearner(element: HTMLInputElement | HTMLTextAreaElement): boolean {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    return element.checked !== element.defaultChecked;
  }
  return element.value !== element.defaultValue;
}

/** Call just before hydrating or rendering into `container` (which replaces the server's markup). */
export function captureEarlyInput(container: HTMLElement) {
  root = container;
  const fields = [...container.querySelectorAll<Field>(fieldSelector)];
  capturedFields = new Map(fields.map((element) => [element, placeOf(element, fields)]));
  typed = fields.filter(changedByLearner).map((element) => ({
    element,
    place: capturedFields.get(element)!,
    value: element.value,
    checked: 'checked' in element ? element.checked : false,
  }));
  const buttons = [...container.querySelectorAll<HTMLElement>(buttonSelector)];
  keptClicks = (window.__earlyInput?.clicks ?? []).map((element) => ({
    element,
    place: placeOf(element, buttons),
  }));
}

/**
 * Rendered last inside the screen's Suspense boundary, whose markup React hydrates after the
 * rest of the page: its effect runs once the screen itself is hydrated.
 */
export function EarlyInputReplay() {
  useEffect(() => {
    // After the tasks React still has queued for this commit, so the forms take the events.
    const timer = setTimeout(() => void replayEarlyInput(), 0);
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
    const seen = early.values[at];
    const place = capturedFields.get(element);
    if (place && seen) latest.set(element, { element, place, ...seen });
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
async function replayEarlyInput() {
  const early = window.__earlyInput;
  if (early) early.done = true;
  const fields = typedBeforeHydration(early);
  typed = [];
  capturedFields = new Map();
  for (const { element: captured, place, value, checked, lost } of fields) {
    const element = await live(captured, fieldSelector, place);
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
  await replayKeptClicks();
}

/** The clicks kept before hydration, in order. */
async function replayKeptClicks() {
  const clicks = window.__earlyInput?.clicks.splice(0) ?? [];
  const known = keptClicks;
  keptClicks = [];
  for (const kept of clicks) {
    // A click kept before hydration knows its place; a later one is on the live page already.
    const place = known.find((click) => click.element === kept)?.place;
    const button = place ? await live(kept, buttonSelector, place) : kept.isConnected ? kept : undefined;
    button?.click();
  }
}
