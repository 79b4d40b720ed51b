/* global document, window, EventSource, Image */
/*
 * The dynamic gallery (a projector at the venue), served as /presentation/live.<hash>.js. Two stacked
 * layers cross-fade: the next picture is loaded in the hidden one before it fades in, so a slow file
 * never shows half-drawn. It must keep running for hours on venue Wi-Fi: the stream reconnects (the
 * browser resumes with Last-Event-ID; a refused stream is reopened here), the rotation goes on with
 * what it has while the network is down, and the list is fetched again now and then as a fallback.
 * A picture moderation hides leaves the rotation at once, and the screen if it is showing.
 */
(function () {
  'use strict';
  var d = document;
  var b = d.body;
  var api = '/api/events/' + encodeURIComponent(b.getAttribute('data-slug'));
  var bigMs = Number(b.getAttribute('data-big') || 0) * 1000;
  var slideMs = Number(b.getAttribute('data-slide') || 7000);
  var refetchMs = Number(b.getAttribute('data-refetch') || 60000);
  var MAX = 200;
  /** How long a removed id is kept from coming back through an answer that was already under way. */
  var REMOVED_MS = 120000;
  var layers = [d.getElementById('a'), d.getElementById('b')];
  var waiting = d.getElementById('waiting');
  var front = 0;
  var currentId = null;
  var index = 0;
  var nextAt = 0;
  var token = 0;
  var removed = {};
  var pictures = [];
  try {
    pictures = JSON.parse(d.getElementById('initial').textContent).pictures || [];
  } catch {
    pictures = [];
  }

  function newerFirst(x, y) {
    return x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : x.id < y.id ? 1 : -1;
  }
  function position(id) {
    for (var i = 0; i < pictures.length; i++) if (pictures[i].id === id) return i;
    return -1;
  }

  /** Fills a layer with a picture; resolves when it can be shown (or after 4 s, whatever loaded). */
  function render(layer, p) {
    return new Promise(function (resolve) {
      var done = false;
      var finish = function () {
        if (!done) {
          done = true;
          resolve();
        }
      };
      while (layer.firstChild) layer.removeChild(layer.firstChild);
      var m;
      if (p.video) {
        m = d.createElement('video');
        m.muted = true;
        m.loop = true;
        m.autoplay = true;
        m.playsInline = true;
        m.setAttribute('playsinline', '');
        m.setAttribute('muted', '');
        if (p.display) m.poster = p.display.src;
        m.onloadeddata = finish;
        m.onerror = finish;
        m.src = p.video;
      } else {
        m = new Image();
        m.decoding = 'async';
        m.alt = '';
        m.onload = finish;
        m.onerror = finish;
        if (p.display) {
          m.sizes = '100vw';
          m.srcset = p.display.srcset;
          m.src = p.display.src;
        } else m.src = p.src;
      }
      layer.appendChild(m);
      setTimeout(finish, 4000);
    });
  }

  function clear(layer) {
    var v = layer.querySelector('video');
    if (v) v.pause();
    while (layer.firstChild) layer.removeChild(layer.firstChild);
  }

  function show(p, isBig) {
    var mine = ++token;
    var back = layers[1 - front];
    back.classList.toggle('big', !!isBig);
    return render(back, p).then(function () {
      // A later call (a newer arrival, a removal) has taken over meanwhile.
      if (mine !== token || (removed[p.id] && position(p.id) < 0)) return;
      var old = layers[front];
      back.classList.add('on');
      old.classList.remove('on');
      front = 1 - front;
      currentId = p.id;
      setTimeout(function () {
        if (!old.classList.contains('on')) clear(old);
      }, 1500);
    });
  }

  function next() {
    waiting.hidden = pictures.length > 0;
    if (!pictures.length) return;
    index = index % pictures.length;
    if (pictures.length > 1 && pictures[index].id === currentId) index = (index + 1) % pictures.length;
    var p = pictures[index];
    index += 1;
    nextAt = Date.now() + slideMs;
    show(p, false);
  }

  function blank() {
    // Hidden now, before the next picture has loaded: a hidden picture never stays up a second longer.
    token += 1;
    var old = layers[front];
    old.classList.add('fast');
    old.classList.remove('on');
    setTimeout(function () {
      old.classList.remove('fast');
      if (!old.classList.contains('on')) clear(old);
    }, 400);
    currentId = null;
  }

  function remove(id) {
    removed[id] = Date.now();
    var at = position(id);
    if (at >= 0) {
      pictures.splice(at, 1);
      if (at < index) index -= 1;
    }
    if (currentId === id) {
      blank();
      next();
    }
    waiting.hidden = pictures.length > 0;
  }

  function arrive(p) {
    delete removed[p.id];
    var at = position(p.id);
    if (at >= 0) {
      pictures[at] = p;
      return;
    }
    pictures.push(p);
    waiting.hidden = true;
    pictures.sort(newerFirst);
    if (pictures.length > MAX) pictures.length = MAX;
    if (position(p.id) !== 0) return;
    // The newest arrival: shown next, or big at once and held for its seconds.
    index = 0;
    if (bigMs > 0) {
      index = 1;
      nextAt = Date.now() + bigMs;
      show(p, true);
    } else if (!currentId) next();
  }

  /** The server's list replaces ours: it also drops what was hidden while the stream was down. */
  function refetch() {
    fetch(api + '/live/pictures', { cache: 'no-store', headers: { accept: 'application/json' } })
      .then(function (r) {
        if (!r.ok) throw new Error(String(r.status));
        return r.json();
      })
      .then(function (j) {
        var now = Date.now();
        pictures = j.pictures.filter(function (p) {
          return !(removed[p.id] && now - removed[p.id] < REMOVED_MS);
        });
        if (currentId && position(currentId) < 0) {
          blank();
          next();
        } else if (!currentId) next();
        waiting.hidden = pictures.length > 0;
      })
      .catch(function () {
        /* offline: keep cycling what we have */
      });
  }

  var stream = null;
  var streamDown = false;
  function connect() {
    if (!window.EventSource) return;
    stream = new EventSource(api + '/live/stream');
    stream.addEventListener('picture', function (e) {
      try {
        arrive(JSON.parse(e.data));
      } catch {
        /* malformed event: ignore */
      }
    });
    stream.addEventListener('remove', function (e) {
      try {
        remove(JSON.parse(e.data).id);
      } catch {
        /* malformed event: ignore */
      }
    });
    stream.onopen = function () {
      if (streamDown) refetch();
      streamDown = false;
    };
    stream.onerror = function () {
      streamDown = true;
      // The browser retries a dropped stream itself; a refused one (status, type) it gives up on.
      if (stream.readyState === 2) setTimeout(connect, 5000);
    };
  }

  setInterval(function () {
    if (Date.now() >= nextAt) next();
  }, 250);
  setInterval(refetch, refetchMs);
  // While the stream is down, re-fetch more often so hidden pictures leave the wall soon.
  setInterval(function () {
    if (streamDown) refetch();
  }, 15000);

  /* The cursor disappears after a few seconds without movement (cursor: none by default too). */
  var idle = 0;
  d.addEventListener('mousemove', function () {
    b.classList.remove('idle');
    clearTimeout(idle);
    idle = setTimeout(function () {
      b.classList.add('idle');
    }, 3000);
  });

  next();
  connect();
})();
