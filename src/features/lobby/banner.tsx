/**
 * The home banner: the visible banners as a swipe carousel with 3000 ms autoplay.
 * The first banner renders at once as a plain image in a reserved 5:2 box (no layout shift, the LCP image
 * needs no script); swiper is loaded only later — when the first autoplay step is due or the player
 * touches the banner — and takes over the same slides, so the first render carries none of its code. The
 * other slides' images are asked for then too, not alongside the page's first content.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_AUTOPLAY_MS } from '../../../machines/constants';
import type { AppConfig } from '../../../contract/types';
import { useLayout } from '../../lib/use-layout';
import { useT } from '../../i18n/use-t';
import styles from './banner.module.css';
import { clickTarget } from './lobby-data';

type Banner = AppConfig['appLobbyAdConfigList'][number];

/** Swiper is asked for a little before the first autoplay step is due. */
const LOAD_SWIPER_AFTER_MS = BANNER_AUTOPLAY_MS - 800;

/**
 * What the slide shows, for its alt text: the artwork's headline the server sends, else the name of the activity
 * it opens, else its place in the carousel.
 */
function slideName(t: ReturnType<typeof useT>, banner: Banner, index: number, count: number): string {
  if (banner.title) return banner.title;
  const key = `lobby.activity.${banner.clickAction}`;
  if (banner.clickType === 1 && t(key) !== key) return t(key);
  return t('lobby.banner.slide', { n: index + 1, count });
}

function Slide({ banner, index, count, shown }: { banner: Banner; index: number; count: number; shown: boolean }) {
  const t = useT();
  const target = clickTarget(banner, useLayout());
  const image = shown ? (
    <img
      className={styles.image}
      src={banner.imgUrl2}
      alt={slideName(t, banner, index, count)}
      width={750}
      height={300}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding={index === 0 ? 'sync' : 'async'}
      draggable={false}
    />
  ) : null;
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className={styles.link}>
        {image}
      </Link>
    );
  }
  if (target?.kind === 'url') {
    return (
      <a href={target.href} target="_blank" rel="noopener" className={styles.link}>
        {image}
      </a>
    );
  }
  return image;
}

export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  // Which slide shows: purely visual, reported by swiper.
  const [active, setActive] = useState(0);
  // Whether the slides after the first have their images: from when swiper is asked for.
  const [started, setStarted] = useState(false);
  const count = banners.length;
  const key = banners.map((b) => b.id).join(',');

  useEffect(() => {
    const el = root.current;
    if (!el || count < 2) return;
    let destroyed = false;
    let destroy: (() => void) | null = null;
    const start = () => {
      window.clearTimeout(timer);
      el.removeEventListener('pointerdown', start);
      el.removeEventListener('focusin', start);
      setStarted(true);
      void import('./banner-swiper').then(({ mountSwiper }) => {
        if (destroyed) return;
        destroy = mountSwiper(el, {
          wrapperClass: styles.track ?? 'track',
          slideClass: styles.slide ?? 'slide',
          autoplayMs: BANNER_AUTOPLAY_MS,
          onChange: setActive,
        });
      });
    };
    const timer = window.setTimeout(start, LOAD_SWIPER_AFTER_MS);
    el.addEventListener('pointerdown', start, { once: true });
    el.addEventListener('focusin', start, { once: true });
    return () => {
      destroyed = true;
      window.clearTimeout(timer);
      el.removeEventListener('pointerdown', start);
      el.removeEventListener('focusin', start);
      destroy?.();
    };
  }, [count, key]);

  if (count === 0) return null;
  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={t('lobby.banner.label')}>
      <div ref={root} className={styles.viewport} key={key}>
        <div className={styles.track}>
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              inert={index !== active}
            >
              <Slide banner={banner} index={index} count={count} shown={index === 0 || started} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={`${styles.dot} ${index === active ? styles.dotActive : ''}`} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
