// Until React hydrates a server-rendered page, its buttons, selects and forms have no handlers:
// a tap is lost, a chosen option shows but changes nothing, and a form submits itself natively,
// reloading the page with its fields in the address. A phone on a slow network can take seconds
// to get there. This records what the visitor does meanwhile, and the app replays it once
// hydrated (src/lib/early-input.ts). Links are left alone: they work without the app, but for
// a link marked data-early-click, whose own click does more than open its page (the language
// switch remembers the choice), which is kept like a button's tap. If the app has not taken it
// within EARLY_LINK_MS, the link opens its page as it would have without the app.
// What it records goes no further: between hydrateRoot and the hydrated page's first effect, React
// listens on #root already but has not hydrated the control, and an event it gets then is lost or
// read against the server's value (a chosen level that changed nothing, in the browser tests on a
// busy machine). The app stops the recording when it replays, and hears everything after that.
// The build writes it into the page's head (build/delivery-plugins.ts, inlineScript): it must
// run before the body can be touched, and a file of its own would hold up the first paint.
(function () {
  var EARLY_LINK_MS = 8000;
  var early = { recording: true, done: false, events: [] };
  window.__earlyInput = early;

  function inRoot(target) {
    return target instanceof Element && target.closest('#root') !== null;
  }

  function record(event) {
    if (!early.recording || !inRoot(event.target)) return;
    var target = event.target;
    if (event.type === 'submit') {
      event.preventDefault();
      event.stopPropagation();
      early.events.push({ kind: 'submit', target: target, submitter: event.submitter || null });
      return;
    }
    if (event.type === 'click') {
      var link = target.closest('a[data-early-click]');
      if (link) {
        event.preventDefault();
        event.stopPropagation();
        var tap = { kind: 'click', target: link };
        early.events.push(tap);
        setTimeout(function () {
          var index = early.events.indexOf(tap);
          if (!early.recording || index < 0) return;
          early.events.splice(index, 1);
          window.location.assign(link.href);
        }, EARLY_LINK_MS);
        return;
      }
      var button = target.closest('button');
      // A submit button's click becomes a submit event, recorded above.
      if (button && !button.disabled && !(button.type === 'submit' && button.form)) {
        event.stopPropagation();
        early.events.push({ kind: 'click', target: button });
      }
      return;
    }
    if (!(
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    )) {
      return;
    }
    event.stopPropagation();
    var last = early.events[early.events.length - 1];
    if (last && last.kind === 'value' && last.target === target) early.events.pop();
    early.events.push({
      kind: 'value',
      target: target,
      value: target.value,
      checked: target.checked === true,
    });
  }

  document.addEventListener('click', record, true);
  document.addEventListener('submit', record, true);
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
})();
