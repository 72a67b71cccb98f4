// Loads the widget for ?assistant=<id>. A file of its own: the app's Content-Security-Policy runs no inline scripts.
(function () {
  var id = (new URLSearchParams(location.search).get('assistant') || '').trim();
  var openButton = document.getElementById('open-chat');
  if (!/^[\w-]{1,100}$/.test(id)) {
    document.getElementById('missing-note').hidden = false;
    return;
  }
  var script = document.createElement('script');
  script.src = location.origin + '/widget.js';
  script.async = true;
  script.setAttribute('data-assistant-id', id);
  script.setAttribute('data-api-origin', location.origin);
  document.body.appendChild(script);
  openButton.disabled = false;
  openButton.addEventListener('click', function () {
    if (window.Siteline) window.Siteline.open();
  });
})();
