import type { PublicBanner } from '@casino/contracts';
import { BANNER_ASPECT } from '@casino/contracts/banner-frame';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLocalizePath } from '../../lib/site-data.ts';
import { useT } from '../../lib/use-t.ts';

/** How long a slide stays before the next, while nobody hovers, focuses or has paused it. */
const SLIDE_MS = 7000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's promotion slider (the live banners of the page's locale). A carousel as the WAI
 * pattern has it: a region with previous, next and one button per slide, arrow keys, and slides
 * out of view inert. It turns by itself only without reduced motion, and stops on hover, on focus
 * and for good once the visitor picks a slide. The frame has the banners' fixed aspect ratio and
 * every image its width and height, so nothing moves as they load; only the first loads eagerly.
 */
export function BannerSlider({ banners }: { banners: PublicBanner[] }) {
  const t = useT('global-components');
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || held || stopped || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_MS);
    return () => window.clearInterval(timer);
  }, [count, held, stopped]);

  const show = (index: number) => {
    setStopped(true);
    setCurrent((index + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="banner-slider"
      aria-roledescription="carousel"
      aria-label={t('home.bannersLabel')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="banner-slider__viewport">
        <div className="banner-slider__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {banners.map((banner, index) => (
            <Slide
              key={banner.id}
              banner={banner}
              index={index}
              count={count}
              shown={index === current}
              label={t('home.bannerPosition', { position: index + 1, count })}
            />
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="banner-slider__controls">
          <button
            type="button"
            className="banner-slider__arrow"
            aria-label={t('home.bannerPrevious')}
            onClick={() => show(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="banner-slider__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="banner-slider__dot"
                aria-label={t('home.bannerShow', { position: index + 1, title: banner.title })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-slider__arrow"
            aria-label={t('home.bannerNext')}
            onClick={() => show(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Slide({
  banner,
  index,
  shown,
  label,
}: {
  banner: PublicBanner;
  index: number;
  count: number;
  shown: boolean;
  label: string;
}) {
  const localize = useLocalizePath();
  const picture = (
    <>
      <img
        className="banner-slider__image"
        src={banner.image.url}
        alt=""
        width={banner.image.width || BANNER_ASPECT.width}
        height={banner.image.height || BANNER_ASPECT.height}
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'low'}
        decoding={index === 0 ? 'sync' : 'async'}
      />
      <span className="banner-slider__title">{banner.title}</span>
    </>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern's slide is a group, not a form's fieldset.
    <div
      className="banner-slider__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
    >
      {banner.link.startsWith('/') ? (
        <Link className="banner-slider__link" to={localize(banner.link)}>
          {picture}
        </Link>
      ) : (
        <a className="banner-slider__link" href={banner.link} rel="noopener">
          {picture}
        </a>
      )}
    </div>
  );
}
