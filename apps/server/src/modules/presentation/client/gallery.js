/* global document, window, EventSource, IntersectionObserver */
/*
 * The gallery page's only script (served as /presentation/gallery.<hash>.js, admitted by script-src
 * 'self'). Plain ES2019, no framework: the page is complete without it (server-rendered first page, a
 * "more" link); this adds the lightbox, infinite scroll, likes, share, live arrivals and the big
 * picture. Tiles it makes have exactly the server's markup (gallery-page.ts), built with DOM calls
 * so that no text from the API is ever parsed as HTML.
 */
(function () {
  'use strict';
  var d = document;
  var b = d.body;
  var slug = b.getAttribute('data-slug');
  var lang = d.documentElement.lang || 'de';
  var api = '/api/events/' + encodeURIComponent(slug);
  var list = d.getElementById('pictures');
  var empty = d.getElementById('empty');
  var more = d.getElementById('more');
  var box = d.getElementById('lightbox');
  var big = d.getElementById('big');
  var stage = d.getElementById('stage');
  var toast = d.getElementById('toast');
  var likes = b.hasAttribute('data-likes');
  var showDate = b.hasAttribute('data-date');
  var bigSeconds = Number(b.getAttribute('data-big') || 0);
  var sizes = list.getAttribute('data-sizes') || '50vw';
  var current = null;
  var loading = false;

  function tiles() {
    return Array.prototype.slice.call(list.children);
  }
  function tileOf(id) {
    return d.getElementById('p-' + id);
  }
  function info(li) {
    var g = function (name) {
      return li.getAttribute('data-' + name);
    };
    return { id: g('id'), slug: g('slug'), src: g('src'), video: g('video'), url: g('url'), kind: g('kind'), likes: Number(g('likes') || 0) };
  }
  function formatDate(iso) {
    try {
      return new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
    } catch {
      return new Date(iso).toLocaleString();
    }
  }
  function el(tag, cls) {
    var e = d.createElement(tag);
    if (cls) e.className = cls;
    return e;
  }
  function still(p, img) {
    var disp = p.display;
    img.src = disp ? disp.src : p.thumbSrc || p.src;
    if (disp) {
      img.srcset = disp.srcset;
      img.sizes = sizes;
    }
    img.width = disp ? disp.width : p.width || 1;
    img.height = disp ? disp.height : p.height || 1;
    img.alt = p.name || '';
    img.decoding = 'async';
  }

  /** A tile as gallery-page.ts renders it. */
  function makeTile(p) {
    var li = el('li', 'tile');
    li.id = 'p-' + p.id;
    li.setAttribute('data-id', p.id);
    li.setAttribute('data-slug', p.slug);
    li.setAttribute('data-src', p.src);
    li.setAttribute('data-url', p.micrositeUrl);
    li.setAttribute('data-kind', p.kind);
    li.setAttribute('data-created', p.createdAt);
    li.setAttribute('data-likes', String(p.likes));
    if (p.video) li.setAttribute('data-video', p.video);
    var open = el('button', 'open');
    open.type = 'button';
    open.setAttribute('aria-label', list.getAttribute('data-open'));
    var img = el('img');
    img.loading = 'lazy';
    still(p, img);
    open.appendChild(img);
    if (p.video) open.appendChild(el('span', 'play'));
    li.appendChild(open);
    if (p.name || showDate || likes) {
      var meta = el('p', 'meta');
      if (p.name) {
        var n = el('span', 'name');
        n.textContent = p.name;
        meta.appendChild(n);
      }
      if (showDate) {
        var t = el('time');
        t.dateTime = p.createdAt;
        t.textContent = formatDate(p.createdAt);
        meta.appendChild(t);
      }
      if (likes) {
        var l = el('span', 'count');
        l.textContent = '\u2665 ' + p.likes;
        meta.appendChild(l);
      }
      li.appendChild(meta);
    }
    return li;
  }

  function setEmpty() {
    empty.hidden = list.children.length > 0;
  }

  /** Inserts or updates a picture, keeping newest first; an older picture than we have is left to paging. */
  function upsert(p, live) {
    var old = tileOf(p.id);
    var tile = makeTile(p);
    if (old) {
      list.replaceChild(tile, old);
      // The lightbox keeps its place: it now walks from the new tile.
      if (current === old) current = tile;
      return tile;
    }
    var all = tiles();
    var before = null;
    for (var i = 0; i < all.length; i++) {
      var c = all[i].getAttribute('data-created');
      if (c < p.createdAt || (c === p.createdAt && all[i].getAttribute('data-id') < p.id)) {
        before = all[i];
        break;
      }
    }
    if (!before && more && live) return null;
    list.insertBefore(tile, before);
    setEmpty();
    return tile;
  }

  function remove(id) {
    var tile = tileOf(id);
    if (!tile) return;
    if (current === tile && !step(1) && !step(-1)) close();
    if (big.getAttribute('data-id') === id) hideBig();
    tile.parentNode.removeChild(tile);
    setEmpty();
  }

  // Times are rendered in the server's zone; the viewer reads them in their own.
  Array.prototype.forEach.call(list.querySelectorAll('time'), function (t) {
    t.textContent = formatDate(t.getAttribute('datetime'));
  });

  /* Infinite scroll: the "more" link (which works without script) becomes a sentinel. */
  function loadMore() {
    if (loading || !more) return;
    loading = true;
    var cursor = more.getAttribute('data-cursor');
    fetch(api + '/gallery?olderThan=' + encodeURIComponent(cursor), { headers: { accept: 'application/json' } })
      .then(function (r) {
        if (!r.ok) throw new Error(String(r.status));
        return r.json();
      })
      .then(function (page) {
        page.pictures.forEach(function (p) {
          if (!tileOf(p.id)) list.appendChild(makeTile(p));
        });
        if (page.nextCursor) more.setAttribute('data-cursor', page.nextCursor);
        else {
          if (observer) observer.disconnect();
          more.parentNode.removeChild(more);
          more = null;
        }
        setEmpty();
      })
      .catch(function () {})
      .then(function () {
        loading = false;
      });
  }
  var observer = null;
  if (more && 'IntersectionObserver' in window) {
    observer = new IntersectionObserver(
      function (entries) {
        if (entries[0] && entries[0].isIntersecting) loadMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(more);
    more.addEventListener('click', function (e) {
      e.preventDefault();
      loadMore();
    });
  }

  /* Lightbox */
  var media = box.querySelector('.lb-media');
  var likeButton = box.querySelector('[data-like]');
  var download = box.querySelector('[data-download]');
  var lastFocus = null;

  function fill(target, li) {
    var p = info(li);
    while (target.firstChild) target.removeChild(target.firstChild);
    var m;
    if (p.video) {
      m = el('video');
      m.src = p.video;
      m.muted = true;
      m.loop = p.kind !== 'Video';
      m.autoplay = true;
      m.playsInline = true;
      m.setAttribute('playsinline', '');
      if (p.kind === 'Video') m.controls = true;
      var poster = li.querySelector('img');
      if (poster) m.poster = poster.currentSrc || poster.src;
    } else {
      m = li.querySelector('img').cloneNode();
      m.removeAttribute('loading');
      m.sizes = '100vw';
    }
    target.appendChild(m);
    return p;
  }

  function show(li) {
    current = li;
    var p = fill(media, li);
    download.href = p.src + (p.src.indexOf('?') < 0 ? '?' : '&') + 'download=1';
    if (likeButton) {
      likeButton.setAttribute('aria-pressed', liked(p.slug) ? 'true' : 'false');
      likeButton.querySelector('[data-count]').textContent = p.likes;
    }
  }
  function open(li) {
    lastFocus = d.activeElement;
    show(li);
    box.hidden = false;
    b.classList.add('locked');
    box.querySelector('[data-close]').focus();
  }
  function close() {
    box.hidden = true;
    current = null;
    while (media.firstChild) media.removeChild(media.firstChild);
    b.classList.remove('locked');
    if (lastFocus && lastFocus.focus) lastFocus.focus();
    return true;
  }
  /** Moves the lightbox by one picture; false at either end. */
  function step(delta) {
    if (!current) return false;
    var next = delta > 0 ? current.nextElementSibling : current.previousElementSibling;
    if (!next) {
      if (delta > 0 && more) loadMore();
      return false;
    }
    show(next);
    return true;
  }

  list.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('.open');
    if (button) open(button.parentNode);
  });
  box.addEventListener('click', function (e) {
    var t = e.target;
    if (t === box || t === media || (t.closest && t.closest('[data-close]'))) close();
    else if (t.closest && t.closest('[data-prev]')) step(-1);
    else if (t.closest && t.closest('[data-next]')) step(1);
  });
  d.addEventListener('keydown', function (e) {
    if (box.hidden) return;
    if (e.key === 'Escape') close();
    else if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
  });
  var touchX = null;
  var touchY = 0;
  box.addEventListener(
    'touchstart',
    function (e) {
      touchX = e.touches[0].clientX;
      touchY = e.touches[0].clientY;
    },
    { passive: true },
  );
  box.addEventListener('touchend', function (e) {
    if (touchX === null) return;
    var dx = e.changedTouches[0].clientX - touchX;
    var dy = e.changedTouches[0].clientY - touchY;
    touchX = null;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  });

  /* Likes: the microsite's call, remembered per browser under the same key as the microsite. */
  function liked(s) {
    try {
      return !!localStorage.getItem('liked:' + s);
    } catch {
      return false;
    }
  }
  if (likeButton) {
    likeButton.addEventListener('click', function () {
      if (!current || likeButton.getAttribute('aria-pressed') === 'true') return;
      var li = current;
      var p = info(li);
      likeButton.setAttribute('aria-pressed', 'true');
      fetch('/api/m/' + encodeURIComponent(p.slug) + '/like', { method: 'POST' })
        .then(function (r) {
          return r.ok ? r.json() : null;
        })
        .then(function (j) {
          if (!j) throw new Error('like');
          li.setAttribute('data-likes', String(j.likes));
          var count = li.querySelector('.count');
          if (count) count.textContent = '\u2665 ' + j.likes;
          if (current === li) likeButton.querySelector('[data-count]').textContent = j.likes;
          try {
            localStorage.setItem('liked:' + p.slug, '1');
          } catch {
            /* private mode: the cookie still stops a second count */
          }
        })
        .catch(function () {
          likeButton.setAttribute('aria-pressed', 'false');
        });
    });
  }

  /* Share: the picture's microsite (its link preview shows the picture); else copy the link. */
  var toastTimer = 0;
  function say(text) {
    toast.textContent = text;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () {
      toast.hidden = true;
    }, 2500);
  }
  box.querySelector('[data-share]').addEventListener('click', function () {
    if (!current) return;
    var url = info(current).url;
    if (navigator.share) {
      navigator.share({ title: d.title, url: url }).catch(function () {});
    } else if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(
        function () {
          say(toast.getAttribute('data-copied'));
        },
        function () {
          window.prompt('', url);
        },
      );
    } else window.prompt('', url);
  });

  /* Big picture: a new arrival shown large for a few seconds. */
  var bigTimer = 0;
  function hideBig() {
    big.hidden = true;
    big.removeAttribute('data-id');
    var m = big.querySelector('.big-media');
    while (m.firstChild) m.removeChild(m.firstChild);
  }
  function showBig(li) {
    if (!bigSeconds || !box.hidden) return;
    fill(big.querySelector('.big-media'), li);
    big.setAttribute('data-id', li.getAttribute('data-id'));
    big.hidden = false;
    clearTimeout(bigTimer);
    bigTimer = setTimeout(hideBig, bigSeconds * 1000);
  }
  big.addEventListener('click', hideBig);

  /* Slideshow layout: the stage cycles through the tiles, newest first. */
  if (stage) {
    var index = 0;
    var cycle = function () {
      var all = tiles();
      if (!all.length) return;
      index = index % all.length;
      fill(stage.querySelector('.stage-media'), all[index]);
      stage.hidden = false;
      index += 1;
    };
    cycle();
    setInterval(cycle, 5000);
  }

  /* Live arrivals: EventSource reconnects by itself and resumes with Last-Event-ID. */
  var stream = null;
  function connect() {
    if (!window.EventSource) return;
    stream = new EventSource(api + '/gallery/stream');
    stream.addEventListener('picture', function (e) {
      var p;
      try {
        p = JSON.parse(e.data);
      } catch {
        return;
      }
      var fresh = !tileOf(p.id);
      var tile = upsert(p, true);
      if (tile && fresh) {
        tile.classList.add('arrived');
        showBig(tile);
      }
    });
    stream.addEventListener('remove', function (e) {
      try {
        remove(JSON.parse(e.data).id);
      } catch {
        /* malformed event: ignore */
      }
    });
    stream.onerror = function () {
      // A refused stream (e.g. the gallery was switched off) is not retried by the browser; try later.
      if (stream.readyState === 2) setTimeout(connect, 15000);
    };
  }
  connect();
})();
