// The customiser's live preview: a mock website running the real widget with the unsaved settings,
// which come in the address's fragment (see src/features/embed/lib/preview-document.ts). A script
// file, not inline: the page runs under the app's Content-Security-Policy, in a sandboxed iframe.
(function () {
  // New settings change only the fragment, which does not reload a page by itself.
  window.addEventListener('hashchange', function () {
    location.reload();
  });
  var input;
  try {
    input = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  } catch (error) {
    return;
  }
  if (!input || typeof input.assistantId !== 'string' || !Array.isArray(input.attributes)) return;

  document.body.classList.toggle('dark', input.theme === 'dark');
  document.getElementById('assistant-name').textContent = String(input.assistantName || '');
  if (typeof input.primaryColor === 'string') document.querySelector('.dot').style.background = input.primaryColor;
  document.querySelectorAll('.line[data-width]').forEach(function (line) {
    line.style.width = line.getAttribute('data-width') + '%';
  });

  // The widget focuses its input when it opens (also by auto-open). In the preview that would pull
  // the owner's keyboard focus out of the settings form, so script focus() does nothing here;
  // clicking into the preview still focuses natively.
  HTMLElement.prototype.focus = function () {};

  var script = document.createElement('script');
  script.src = location.origin + '/widget.js';
  script.async = true;
  input.attributes.forEach(function (pair) {
    if (Array.isArray(pair) && /^data-[a-z-]+$/.test(pair[0])) script.setAttribute(pair[0], String(pair[1]));
  });
  document.body.appendChild(script);
  if (!input.openOnLoad) return;

  // Open the chat window once the widget is ready, so its style shows at once.
  var tries = 0;
  var timer = setInterval(function () {
    tries += 1;
    if (window.Siteline) {
      clearInterval(timer);
      setTimeout(function () {
        window.Siteline.open();
      }, 150);
    } else if (tries > 100) {
      clearInterval(timer);
    }
  }, 50);
})();
