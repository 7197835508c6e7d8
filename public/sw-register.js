// Registers the portal's service worker (public/sw.js): push alerts and the offline page. Kept out of the bundles.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {});
  });
}
