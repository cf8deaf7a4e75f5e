/* global window, document, Element, HTMLInputElement, HTMLTextAreaElement */
// Loaded before the app (decision 0041): a server-rendered page shows its buttons and forms
// before its script has run. Until the app has hydrated, a click on a button is kept (the app
// replays it, src/lib/early-input.ts) instead of letting the browser send a form itself, which
// would put the typed fields, a password too, in the page's address. What is typed is noted too
// (the last value of each field), so typing that lands while the app hydrates is given back.
(function () {
  var early = (window.__earlyInput = { clicks: [], fields: [], values: [], done: false, used: false });
  // A first sign of use that comes before the boot script has run (src/boot.ts starts the app
  // at once when it finds it, or the touch would be lost and the app wait for another).
  var uses = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  var used = function () {
    early.used = true;
    uses.forEach(function (type) {
      document.removeEventListener(type, used, true);
    });
  };
  uses.forEach(function (type) {
    document.addEventListener(type, used, { capture: true, passive: true });
  });
  var isField = function (target) {
    return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
  };
  // A key about to change a field whose text is no longer what was last typed: the app, as it
  // hydrated, set the field back. What it took out is kept (`lost`) to be given back first.
  document.addEventListener(
    'beforeinput',
    function (event) {
      var at = early.fields.indexOf(event.target);
      var last = early.values[at];
      if (early.done || at < 0 || !last || event.target.value === last.value) return;
      last.lost = (last.lost || '') + last.value;
      last.value = event.target.value;
    },
    true,
  );
  document.addEventListener(
    'input',
    function (event) {
      var field = event.target;
      if (early.done || !isField(field)) return;
      var at = early.fields.indexOf(field);
      if (at < 0) at = early.fields.push(field) - 1;
      var lost = early.values[at] ? early.values[at].lost : '';
      early.values[at] = { value: field.value, checked: field.checked === true, lost: lost || '' };
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      if (early.done || !(event.target instanceof Element)) return;
      var button = event.target.closest('button, input[type="submit"]');
      if (!button) return;
      event.preventDefault();
      early.clicks.push(button);
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (!early.done) event.preventDefault();
    },
    true,
  );
})();
