import type { PageSummary } from '@casino/contracts';
import { Link } from 'react-router';
import { Icon, isIconName } from '../../components/ui/icon.tsx';
import { useLocalizePath } from '../../lib/site-data.ts';

export function PromotionCards({ title, pages }: { title: string; pages: PageSummary[] }) {
  const localize = useLocalizePath();
  if (pages.length === 0) return null;
  return (
    <section className="section" aria-labelledby="promotions-title">
      <h2 id="promotions-title" className="section__title">
        {title}
      </h2>
      <div className="card-grid">
        {pages.map((page) => (
          <Link
            key={page.identity}
            to={localize(`/bonus/${page.identity}`)}
            className="card card--link card--promo"
          >
            {page.badge ? <span className="badge">{page.badge}</span> : null}
            <span className="card__icon">
              <Icon name={isIconName(page.icon) ? page.icon : 'gift'} size={24} />
            </span>
            <h3>{page.title}</h3>
            <p>{page.summary ?? page.description}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}
