/*
 * Starts the app of a server-rendered page once the page has loaded (its images included) and painted, or after
 * 3 s at most:
 * the first paint — the page, its notice popup and its images, all in the HTML — never waits for the scripts,
 * which then download (with the route's chunks, `data-preload`, and the app's whole stylesheet, `data-css`) and
 * hydrate it. Written by server/render/ in place of the build's module script; a client-rendered page (SSR=off,
 * member pages) loads its script directly.
 */
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (me.getAttribute('data-preload') || '').split(' ');
  // The rest of the app's stylesheet: the page inlines only its own rules (and the sheet's head); the app
  // waits for this one (src/lib/app-styles.ts) before it renders anything the HTML did not have.
  var sheets = (me.getAttribute('data-css') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var s = 0; s < sheets.length; s += 1) {
      if (!sheets[s]) continue;
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = sheets[s];
      sheet.setAttribute('data-app-css', '');
      sheet.onload = sheet.onerror = done(sheet);
      document.head.appendChild(sheet);
    }
    for (var i = 0; i < preloads.length; i += 1) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    // The entry's own imports (`data-stages`: the libraries, then the app's core) run one module script at a
    // time, each in a task of its own, before the entry: evaluated together they made one long task (~100 ms on
    // a slow phone) that blocked a tap. They download in parallel all the same (the modulepreloads above).
    var stages = (me.getAttribute('data-stages') || '').split(' ').filter(Boolean);
    stages.push(entry);
    var next = 0;
    function load() {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = stages[next];
      next += 1;
      // A stage that fails still lets the entry try (it asks for what it lacks itself, and reports a failure).
      if (next < stages.length) script.onload = script.onerror = load;
      document.head.appendChild(script);
    }
    load();
  }
  function done(link) {
    return function () {
      link.setAttribute('data-state', 'done');
    };
  }
  // Once the first screen's own pictures (fetchpriority=high: the notice popup's, the banner's, the video cover)
  // are decoded and a frame has painted them: the largest picture the player sees never waits behind the app's
  // requests and work. A picture that fails to load or decode does not hold the app back.
  function afterPaint() {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    var waits = [];
    for (var p = 0; p < pictures.length; p += 1) {
      if (typeof pictures[p].decode === 'function') waits.push(pictures[p].decode().catch(function () {}));
    }
    // Two frames: the first paints them, and it is on screen (the time the browser reports) by the second.
    var painted = function () {
      if (typeof requestAnimationFrame !== 'function') return start();
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    };
    if (waits.length) Promise.all(waits).then(painted);
    else painted();
  }
  if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    setTimeout(start, 3000);
  }
})();
