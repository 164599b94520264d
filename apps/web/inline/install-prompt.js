// Chromium offers to install the store as soon as it can (issue 32), often before the app has
// loaded: its own prompt on a first visit's first screen is held back, and the offer is kept for
// the store to make at a better moment (src/lib/service-worker.ts, src/lib/install-offer.ts).
window.addEventListener('beforeinstallprompt', function (event) {
  event.preventDefault();
  window.__installPrompt = event;
});
