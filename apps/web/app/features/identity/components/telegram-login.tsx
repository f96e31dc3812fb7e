import { useEffect, useRef } from 'react';
import { useSiteData } from '../../../lib/site-data.ts';

const WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

/**
 * Telegram's login widget (a script of Telegram's, spec section 7): after the player confirms in
 * Telegram, it sends them to the server's auth URL with signed data, which the callback page trades
 * for a session. Shown only when a bot is configured.
 */
export function TelegramLogin() {
  const { init } = useSiteData();
  const container = useRef<HTMLDivElement>(null);
  const telegram = init.socialAuth.telegram;
  useEffect(() => {
    const host = container.current;
    if (!telegram || !host) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_SCRIPT;
    script.dataset.telegramLogin = telegram.bot;
    script.dataset.size = 'large';
    script.dataset.authUrl = telegram.authUrl;
    script.dataset.requestAccess = 'write';
    host.replaceChildren(script);
    return () => host.replaceChildren();
  }, [telegram]);
  if (!telegram) return null;
  return <div className="telegram-login" ref={container} data-testid="telegram-login" />;
}
