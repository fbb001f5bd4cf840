// 'Mi hándicap' and 'Mis estadísticas' (design.md §10: usable < 1 s on a phone) ask for their answer as the page
// starts to load, not once the app's code has been compiled and run (on a phone, hundreds of ms later): the app's
// first ask of that path takes this answer instead of sending again (src/web/lib/api-client.ts, `__earlyGets`).
// Only where this phone's last visit was signed in, as the routes' own loaders (src/web/app/routes/player.tsx),
// whose paths these are. An answer not taken within 10 s is forgotten (a later ask is a new request).
(function () {
  var paths = { '/mi-handicap': '/api/me/handicap', '/mis-estadisticas': '/api/me/estadisticas' };
  var api = paths[location.pathname.replace(/\/+$/, '')];
  if (!api || typeof fetch !== 'function') return;
  try {
    if (!window.localStorage.getItem('pena:uid')) return;
  } catch {
    return;
  }
  var response = fetch(api, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  response.catch(function () {});
  var gets = (window.__earlyGets = window.__earlyGets || {});
  gets[api] = response;
  setTimeout(function () {
    if (gets[api] === response) delete gets[api];
  }, 10000);
})();
