// 'Mi hándicap' and 'Mis estadísticas' (design.md §10: usable < 1 s on a phone) ask for their answer as the page
// starts to load, not once the app's code has been compiled and run (on a phone, hundreds of ms later). The app's
// first GET of that path (its route's loader, src/web/app/routes/player.tsx, or its query) is given this answer
// instead of being sent again: `fetch` is wrapped until then, and put back as it was after that one call or 10 s.
// Only where this phone's last visit was signed in, as the routes' own loaders, whose paths these are. Nothing in
// the app's own code (the first page's JavaScript budget) knows about it.
(function () {
  var paths = { '/mi-handicap': '/api/me/handicap', '/mis-estadisticas': '/api/me/estadisticas' };
  var api = paths[location.pathname.replace(/\/+$/, '')];
  var original = window.fetch;
  if (!api || typeof original !== 'function') return;
  try {
    if (!window.localStorage.getItem('pena:uid')) return;
  } catch {
    return;
  }
  var early = original(api, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  early.catch(function () {});
  function restore() {
    if (window.fetch === wrapped) window.fetch = original;
    early = null;
  }
  function wrapped(input, init) {
    var method = (init && init.method) || 'GET';
    if (early && input === api && method.toUpperCase() === 'GET' && !(init && init.body)) {
      var answer = early;
      restore();
      return answer;
    }
    return original.apply(this, arguments);
  }
  window.fetch = wrapped;
  setTimeout(restore, 10000);
})();
