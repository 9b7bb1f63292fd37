// Loaded async by index.html: a file, because the Content-Security-Policy allows no
// inline script. While the app's code downloads, the main thread is idle: do now two first-use costs
// that would otherwise fall into the first render (each some tens of ms on a phone,
// 4x that in Lighthouse): loading the date-formatting data (the first
// Intl.DateTimeFormat of a page), and finding the fonts Home's text needs (the
// monospace one of the private link).
try {
  new Intl.DateTimeFormat('en-US', { calendar: 'islamic-umalqura', timeZone: 'UTC', day: 'numeric' }).format(0);
  var probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;visibility:hidden;pointer-events:none';
  probe.innerHTML = '<b>Fajr 04:45</b> <code style="font-family:var(--mantine-font-family-monospace)">u/x</code>';
  document.body.appendChild(probe);
  probe.getBoundingClientRect();
  probe.remove();
} catch {
  // Only a head start: the app does the same work itself when it needs it.
}
