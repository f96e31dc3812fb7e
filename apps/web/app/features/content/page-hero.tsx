import { Link } from 'react-router';
import { useLocalizePath } from '../../lib/site-data.ts';

export type Hero = {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  cta?: string;
  ctaLink?: string;
  secondaryCta?: string;
  secondaryCtaLink?: string;
};

export function PageHero({ hero }: { hero: Hero }) {
  const localize = useLocalizePath();
  return (
    <section className="hero">
      <div className="hero__glow" aria-hidden="true" />
      {hero.eyebrow ? <p className="hero__eyebrow">{hero.eyebrow}</p> : null}
      <h1 className="hero__title">{hero.title}</h1>
      {hero.subtitle ? <p className="hero__subtitle">{hero.subtitle}</p> : null}
      <div className="button-row">
        {hero.cta && hero.ctaLink ? (
          <Link className="button button--primary button--large" to={localize(hero.ctaLink)}>
            {hero.cta}
          </Link>
        ) : null}
        {hero.secondaryCta && hero.secondaryCtaLink ? (
          <Link className="button button--ghost button--large" to={localize(hero.secondaryCtaLink)}>
            {hero.secondaryCta}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
