// The app's code is asked for once the page the server drew has painted (issue 32, part 3): a
// phone on a slow link gives the HTML, the stylesheet, the fonts and the main picture its
// bandwidth first, and the code after them. The code's tags wait inert in
// <template data-app-code> (apps/web/build/delivery-plugins.ts, deferAppCode; the server adds
// the page's own chunks in another). What is done before the code runs is kept and replayed
// (early-input.js), and the first touch, key, click or focus asks for the code at once. A page
// the browser draws itself (a signed-in page, the admin area: #root empty) asks for it at once
// too. Why it was asked for is kept in window.__appCodeAskedFor, for tests and a bug report.
(function () {
  var INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'click', 'focusin'];
  function onInteraction() {
    start('interaction');
  }
  function start(reason) {
    if (window.__appCodeAskedFor) return;
    window.__appCodeAskedFor = reason;
    INTERACTIONS.forEach(function (type) {
      window.removeEventListener(type, onInteraction, true);
    });
    var tags = [];
    document.querySelectorAll('template[data-app-code]').forEach(function (template) {
      template.content.querySelectorAll('link, script').forEach(function (tag) {
        tags.push(tag);
      });
    });
    // The preloads first, so the entry's imports are already on their way when it asks.
    tags.sort(function (a, b) {
      return (a.tagName === 'SCRIPT') - (b.tagName === 'SCRIPT');
    });
    tags.forEach(function (tag) {
      // A copy, not the template's own node: a script from a template's content never runs.
      var copy = document.createElement(tag.tagName.toLowerCase());
      for (var index = 0; index < tag.attributes.length; index += 1) {
        copy.setAttribute(tag.attributes[index].name, tag.attributes[index].value);
      }
      document.head.appendChild(copy);
    });
  }
  // After the frame that follows the load, so the page's first paint and its main picture come
  // before the code is asked for.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(function () {
        start('load');
      }, 0);
    });
  }
  INTERACTIONS.forEach(function (type) {
    window.addEventListener(type, onInteraction, { capture: true, passive: true });
  });
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (!root || !root.firstElementChild) {
      start('shell');
      return;
    }
    // A picture that never arrives must not keep the page from coming alive for good.
    setTimeout(function () {
      start('timeout');
    }, 10000);
  });
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint);
})();
