import { useLocation } from 'react-router';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { socialBackRoute, socialConnections, socialRedirectUrl } from '../lib/social.ts';
import { TelegramLogin } from './telegram-login.tsx';

/**
 * One button per social connection the server offers (init.socialAuth), named by content. A click
 * leaves for the server's redirect with the state {backRoute, connection}; backRoute is this page
 * without the sign-in flag.
 */
export function SocialButtons() {
  const t = useT('modals');
  const { init } = useSiteData();
  const location = useLocation();
  const connections = socialConnections(init.socialAuth);
  if (connections.length === 0 && !init.socialAuth.telegram) return null;
  const backRoute = socialBackRoute(location.pathname, location.search);
  return (
    <div className="social-login">
      <p className="divider-text">{t('social.title')}</p>
      <div className="social-login__buttons">
        {connections.map((item) => {
          const name = t(`social.labels.${item.connection}`, { defaultValue: capitalize(item.connection) });
          return (
            <a
              key={`${item.route}/${item.connection}`}
              className="button button--ghost social-login__button"
              href={socialRedirectUrl(item, backRoute)}
              aria-label={t('social.continueWith', { provider: name })}
              data-connection={item.connection}
            >
              <span className="social-login__mark" aria-hidden="true">
                {name.slice(0, 1)}
              </span>
              {name}
            </a>
          );
        })}
      </div>
      <TelegramLogin />
    </div>
  );
}

const capitalize = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replace(/-oauth2$/, '');
