/**
 * The notice list (/lobby/notice; desktop /lobby/notice) and a notice (/notice/detail/:id; desktop
 * /lobby/notice/detail/:id). Notices are those of the configuration, filtered like the banners
 * (lobby-data.ts), by sort. A notice with a click target offers it under its text.
 */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { PATH, noticeDetail } from '../../../contract/paths';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { clickTarget, visibleNotices } from './lobby-data';
import styles from './pages.module.css';
import { htmlText, SafeHtml } from './safe-html';
import { formatDate, useShownZone } from '../../lib/dates';

const NO_IDS: readonly number[] = [];

function useNotices() {
  const config = useSession((s) => s.context.config);
  const hasMobile = useSession((s) => Boolean(s.context.user?.mobile));
  const activityIds = useSession((s) => s.context.player?.activityIds ?? NO_IDS);
  return useMemo(
    () => visibleNotices(config?.appNoticeConfigList ?? [], { hasMobile, activityIds }),
    [config, hasMobile, activityIds],
  );
}

function useDate() {
  const { i18n } = useLingui();
  const zone = useShownZone();
  return (ts: number) => formatDate(ts, i18n.locale, 'date', zone);
}

export function NoticeListPage() {
  useArea('lobby');
  const t = useT();
  const notices = useNotices();
  const date = useDate();
  const layout = useLayout();
  return (
    <Page title={t('lobby.notice.title')} back={false}>
      {notices.length === 0 ? (
        <EmptyState message={t('lobby.notice.none')} />
      ) : (
        <ul className={styles.notices}>
          {notices.map((n) => (
            <li key={n.id}>
              <Link to={noticeDetail(n.id, layout)} className={styles.noticeLink}>
                <img className={styles.noticeThumb} src={n.imgUrl2} alt="" width={72} height={96} loading="lazy" />
                <span className={styles.noticeText}>
                  <span className={styles.noticeTitle}>{n.title}</span>
                  <time className={styles.date} dateTime={new Date(n.createTime).toISOString()}>
                    {date(n.createTime)}
                  </time>
                  <span className={styles.excerpt}>{htmlText(n.content)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

export function NoticeDetailPage() {
  useArea('lobby');
  const t = useT();
  const { id } = useParams();
  const notices = useNotices();
  const date = useDate();
  const layout = useLayout();
  const notice = notices.find((n) => String(n.id) === id);
  const back = PATH.notices;
  if (!notice) {
    return (
      <Page title={t('lobby.notice.title')} back={back}>
        <EmptyState message={t('lobby.notice.missing')} role="alert" />
      </Page>
    );
  }
  const target = clickTarget(notice, layout);
  return (
    <Page title={notice.title} back={back}>
      <article className={styles.article}>
        <time className={styles.date} dateTime={new Date(notice.createTime).toISOString()}>
          {date(notice.createTime)}
        </time>
        <SafeHtml html={notice.content} className={styles.content} />
        {target?.kind === 'route' ? (
          <LinkButton to={target.to} variant="primary" className={styles.go}>
            {t('lobby.notice.go')}
          </LinkButton>
        ) : target?.kind === 'url' ? (
          <a href={target.href} target="_blank" rel="noopener" className={styles.go}>
            {t('lobby.notice.go')}
          </a>
        ) : null}
        <img className={styles.articleImage} src={notice.imgUrl2} alt="" width={600} height={800} loading="lazy" />
      </article>
    </Page>
  );
}
