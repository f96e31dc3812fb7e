/*
 * The built-in betting client's SDK (served at <host>/assets/sdk/init.js). It speaks the shape sportsbook
 * SDKs are called with: window.BetSdk.init({host, cid, containerId, token, lang, theme, customStyles,
 * width, height, allowParentUrlUpdate}) frames the sportsbook in the container and answers a promise of
 * {sendMessage, destroy}. `token` is the launch token of POST /api/game/games/betsy-sportsbook-betsy/play
 * (null for a guest, who sees the book and a sign-in button); `currency` (ours) names the token's account.
 * The frame talks to the page with JSON text messages: {type:'click', target:'loginButton'},
 * {type:'route', location} and {type:'resize', height}.
 */
(() => {
  const frames = new Map();

  const resolveHost = (host) => new URL(String(host || '').replace(/\/+$/, '') || '/', window.location.href);

  function frameUrl(params) {
    const host = resolveHost(params.host);
    const url = new URL(`${host.pathname.replace(/\/+$/, '')}/`, host);
    const query = {
      cid: params.cid,
      lang: params.lang,
      theme: params.theme,
      customStyles: params.customStyles,
      token: params.token,
      currency: params.currency,
      route: params.route,
    };
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string' && value !== '') url.searchParams.set(key, value);
    }
    return url;
  }

  function onMessage(event) {
    for (const entry of frames.values()) {
      if (event.source !== entry.iframe.contentWindow || typeof event.data !== 'string') continue;
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message && message.type === 'resize' && Number.isFinite(message.height) && entry.autoHeight) {
        entry.iframe.style.height = `${Math.max(200, Math.ceil(message.height))}px`;
      }
    }
  }
  window.addEventListener('message', onMessage);

  function init(params) {
    if (!params?.containerId) return Promise.reject(new Error('BetSdk.init needs a containerId'));
    const container = document.getElementById(params.containerId);
    if (!container) return Promise.reject(new Error(`BetSdk.init: no element #${params.containerId}`));
    frames.get(params.containerId)?.destroy();
    const url = frameUrl(params);
    const iframe = document.createElement('iframe');
    iframe.src = url.href;
    iframe.title = params.title || 'Sportsbook';
    iframe.setAttribute('allow', 'clipboard-write');
    iframe.style.border = '0';
    iframe.style.display = 'block';
    iframe.style.width = params.width || '100%';
    const autoHeight = !params.height || params.height === '100%';
    iframe.style.height = autoHeight ? '720px' : params.height;
    container.replaceChildren(iframe);
    const entry = {
      iframe,
      autoHeight,
      sendMessage(message) {
        iframe.contentWindow?.postMessage(JSON.stringify(message), url.origin);
      },
      destroy() {
        frames.delete(params.containerId);
        iframe.remove();
      },
    };
    frames.set(params.containerId, entry);
    return new Promise((resolve) => {
      iframe.addEventListener('load', () => resolve(entry), { once: true });
    });
  }

  window.BetSdk = { init };
})();
