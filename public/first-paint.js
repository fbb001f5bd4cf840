// A page the server painted from its HTML (src/shared/first-paint.ts) loads the app after that first frame: its
// entry and the page's code are asked for then, so nothing competes with the first paint for the connection or the
// main thread.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // From here the painted page is a picture of the app that is coming: hidden from assistive technology, so
    // nothing is announced twice (main.tsx removes it once React shows the page). Not `inert`: restyling the whole
    // page would cost a phone a long task for nothing.
    var painted = document.getElementById('first-paint');
    if (painted) painted.setAttribute('aria-hidden', 'true');
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    // The page's own code, fetched beside the entry instead of after it.
    var modules = (script.getAttribute('data-modules') || '').split(' ');
    for (var i = 0; i < modules.length; i++) {
      if (!modules[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = modules[i];
      document.head.appendChild(link);
    }
  }
  // The visitor's home (data-start="interaction"): complete as painted, its way in a plain link. The app loads when
  // the visitor first does something on the page other than following that link (which opens its page with the
  // app): a pointer that moves or presses, a touch, a key, a focus, a scroll.
  if (script.getAttribute('data-start') === 'interaction') {
    var events = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
    var onInteraction = function (event) {
      var target = event.target;
      var onLink = target && target.closest && target.closest('a[href]');
      if (onLink && (event.type === 'pointerdown' || event.type === 'touchstart')) return;
      for (var j = 0; j < events.length; j++) removeEventListener(events[j], onInteraction, true);
      start();
    };
    for (var k = 0; k < events.length; k++) {
      addEventListener(events[k], onInteraction, { capture: true, passive: true });
    }
    return;
  }
  // After the first paint has been presented, not merely after the frame that produces it: the paint's time is
  // known only when the compositor has shown it, and a script asked for before that moment counts, for Lighthouse's
  // simulation, as something the largest paint waited for (its download and evaluation on a slow phone: LCP 2 s
  // instead of 1 s). The 'paint' entry arrives after the presentation; one second is the limit when it never comes.
  // A tab opened in the background paints nothing (and runs no animation frame): it starts at once.
  if (document.visibilityState === 'hidden') return start();
  var observer = null;
  function afterPaint() {
    if (observer) observer.disconnect();
    setTimeout(start, 0);
  }
  try {
    observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) afterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    observer = null;
    requestAnimationFrame(afterPaint);
  }
  setTimeout(start, 1000);
})();
