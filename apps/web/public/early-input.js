/* global window, document, Element */
// Loaded before the app (decision 0041): a server-rendered page shows its buttons and forms
// before its script has run. Until the app has hydrated, a click on a button is kept (the app
// replays it, src/lib/early-input.ts) instead of letting the browser send a form itself, which
// would put the typed fields, a password too, in the page's address. It is a plain (blocking)
// script in <head>, not `async`: an async one may arrive after the form is on the screen, and a
// tap on a slow phone before then sent the form, password and all, in the address.
(function () {
  var early = (window.__earlyInput = { clicks: [], done: false });
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
