;(function () {
  document.documentElement.classList.add('js')
  var script = document.currentScript
  var data = script.dataset
  window.__VITE_REACT_SSG_HASH__ = data.build
  var hydration = document.getElementById('router-hydration-data')
  if (hydration) {
    var state = JSON.parse(hydration.textContent)
    var jsonLd = document.querySelector('script[type="application/ld+json"]')
    // The build left the page's JSON-LD out of the loader data: it is read back from the page.
    Object.keys(state.loaderData || {}).forEach(function (id) {
      var head = state.loaderData[id] && state.loaderData[id].head
      if (head && head.jsonLd === null && jsonLd) head.jsonLd = jsonLd.textContent
    })
    window.__staticRouterHydrationData = state
    // vite-react-ssg's cache of page data: coming back to this page needs no request.
    window.__VITE_REACT_SSG_STATIC_LOADER_DATA__ = {}
    window.__VITE_REACT_SSG_STATIC_LOADER_DATA__[location.pathname] = state.loaderData
  }
  function start() {
    ;(data.preload || '').split(' ').forEach(function (href) {
      if (!href) return
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    var entry = document.createElement('script')
    entry.type = 'module'
    entry.crossOrigin = ''
    entry.src = data.entry
    // A deploy removed this build's entry: load the page again, once per build, when the
    // server confirms the build was retired (as src/app/stale-build.ts does after start-up).
    entry.onerror = function () {
      var key = 'site:reloaded-stale-build'
      if (sessionStorage.getItem(key) === data.build) return
      fetch('/static-loader-data-manifest-' + data.build + '.json', {
        method: 'HEAD',
        cache: 'no-store',
      }).then(
        function (probe) {
          if (probe.status !== 404) return
          sessionStorage.setItem(key, data.build)
          location.reload()
        },
        function () {},
      )
    }
    document.head.appendChild(entry)
  }
  // After the first frame is painted: the page's JavaScript never competes with its first paint.
  requestAnimationFrame(function () {
    setTimeout(start, 0)
  })
})()
