/*
 * Web Push of new assignments (issue 40), imported into the app's Workbox service worker: shows the
 * server's message in the phone's language and opens the order when it is tapped.
 */
/* global self */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // not one of ours: shown with the app's name
  }
  const language = (self.navigator.language || '').toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
  const pick = (text, fallback) => (text && (text[language] || text['en-US'])) || fallback;
  event.waitUntil(
    self.registration.showNotification(pick(message.title, 'Fieldlink'), {
      body: pick(message.body, ''),
      tag: message.tag,
      icon: 'pwa-192.png',
      badge: 'pwa-192.png',
      data: { link: message.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/workbench/workbench';
  const url = new URL(`./#${link}`, self.registration.scope).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) return open.navigate(url).then((client) => (client || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
