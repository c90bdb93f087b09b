/**
 * The home promotional video: the cover with a play button; playing swaps in the video (a
 * real video file, or the sandbox's animated picture). Its activity opens from the link under it.
 * Hidden in green mode (the home page does not render it then).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { HomeVideo } from '../../../machines/home-data.machine';
import { useT } from '../../i18n/use-t';
import { useLayout } from '../../lib/use-layout';
import { clickTarget } from './lobby-data';
import styles from './promo-video.module.css';

const isPicture = (src: string) => /\.(svg|png|jpe?g|gif|webp|avif)(\?.*)?$/i.test(src);

export function PromoVideo({ video }: { video: HomeVideo }) {
  const t = useT();
  const layout = useLayout();
  // Whether the player pressed play: purely visual.
  const [playing, setPlaying] = useState<number | null>(null);
  const on = playing === video.id;
  const target = video.clickType === 1 ? clickTarget(video, layout) : null;
  return (
    <section className={styles.video} aria-label={t('lobby.video.label')}>
      <div className={styles.frame}>
        {on && !isPicture(video.src) ? (
          <video className={styles.media} src={video.src} poster={video.cover} controls autoPlay muted playsInline />
        ) : (
          <img
            className={styles.media}
            src={on ? video.src : video.cover}
            alt={on ? t('lobby.video.playing') : ''}
            width={640}
            height={360}
            // On the first screen of both layouts (the home's largest picture where no popup covers it): asked
            // for with the HTML, not after a layout has found it in view.
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        )}
        {on ? null : (
          <button type="button" className={styles.play} onClick={() => setPlaying(video.id)}>
            <span className="visually-hidden">{t('lobby.video.play')}</span>
          </button>
        )}
        {target?.kind === 'route' ? (
          <Link to={target.to} className={styles.more}>
            {t('lobby.video.more')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
