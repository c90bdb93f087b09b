/**
 * /test (a member route): the diagnostics page a support agent asks a player to
 * open — app version, language, layout, user id, whether the API answers and how fast, whether the browser's
 * storages work, the service worker's state, the browser — and a button that copies it all as text for the
 * agent. Checks run on arrival and again on request. Where the /flows review page is on, a link to it.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { APP_VERSION } from '../../../machines/constants';
import { diagnosticsReport, type Probes, type WorkerState } from '../../../machines/diagnostics.rules';
import {
  selectCanCopy,
  selectCanRerun,
  selectChecking,
  selectCopying,
  selectDiagnosticsFailed,
} from '../../../machines/diagnostics.machine';
import { liveDiagnosticsMachine, type DiagnosticsBrowser } from '../../actors/diagnostics.actors';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT, type Translate } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './service.module.css';

/** The browser's answers, read from `window`. */
export function windowDiagnostics(): DiagnosticsBrowser {
  return {
    now: () => performance.now(),
    iso: () => new Date().toISOString(),
    storageWorks(kind) {
      try {
        const storage = window[kind];
        const key = '__diagnostics_probe';
        storage.setItem(key, '1');
        const back = storage.getItem(key);
        storage.removeItem(key);
        return back === '1';
      } catch {
        return false;
      }
    },
    async serviceWorker() {
      const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
      if (!sw) return { state: 'unsupported', controlled: false };
      const registration = await sw.getRegistration();
      const state: WorkerState = !registration
        ? 'none'
        : registration.active
          ? 'active'
          : registration.waiting
            ? 'waiting'
            : registration.installing
              ? 'installing'
              : 'none';
      return { state, controlled: sw.controller !== null };
    },
    async copy(text) {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
    },
  };
}

/** The rows of the report, labelled and valued in the shown language; `ok` marks a check's outcome. */
function reportRows(
  t: Translate,
  facts: { locale: string; layout: string; userId: number | null; userAgent: string },
  probes: Probes,
): Array<{ label: string; value: string; ok?: boolean }> {
  const works = (ok: boolean) => (ok ? t('service.test.works') : t('service.test.fails'));
  return [
    { label: t('service.test.version'), value: APP_VERSION },
    { label: t('service.test.locale'), value: facts.locale },
    { label: t('service.test.layout'), value: t(`service.test.layout.${facts.layout}`) },
    { label: t('service.test.userId'), value: facts.userId === null ? '—' : String(facts.userId) },
    {
      label: t('service.test.api'),
      value: probes.api.ok
        ? t('service.test.apiOk', { ms: probes.api.ms })
        : t('service.test.apiFailed', { ms: probes.api.ms, error: t(probes.api.error ?? 'common.error') }),
      ok: probes.api.ok,
    },
    { label: t('service.test.localStorage'), value: works(probes.localStore), ok: probes.localStore },
    { label: t('service.test.sessionStorage'), value: works(probes.tabStore), ok: probes.tabStore },
    {
      label: t('service.test.serviceWorker'),
      value: `${t(`service.test.sw.${probes.serviceWorker}`)}${probes.controlled ? ` · ${t('service.test.swControls')}` : ''}`,
    },
    { label: t('service.test.browser'), value: facts.userAgent },
    { label: t('service.test.at'), value: probes.at },
  ];
}

export function DiagnosticsPage() {
  useArea('service');
  const t = useT();
  return (
    <Page title={t('service.test.title')}>
      <Diagnostics />
    </Page>
  );
}

function Diagnostics() {
  const t = useT();
  const { i18n } = useLingui();
  const layout = useLayout();
  const userId = useSession((s) => s.context.user?.id ?? null);
  // The /flows review page, where it is on (the server's flowsPage flag: on unless NODE_ENV=production).
  const flowsOn = useSession((s) => s.context.config?.flowsPage === true) || import.meta.env.DEV;
  const [browser] = useState(windowDiagnostics);
  const flow = useFlow((port) => liveDiagnosticsMachine(port, browser));
  const { probes, error } = useSelector(flow, (s) => s.context);
  const failed = useSelector(flow, selectDiagnosticsFailed);
  const checking = useSelector(flow, selectChecking);
  const copying = useSelector(flow, selectCopying);
  const canCopy = useSelector(flow, selectCanCopy);
  const canRerun = useSelector(flow, selectCanRerun);

  if (failed) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'diagnostics.retry' })} />;
  if (!probes) return <LoadingStatus label={t('service.test.checking')} />;

  const rows = reportRows(t, { locale: i18n.locale, layout, userId, userAgent: navigator.userAgent }, probes);
  const text = `${t('service.test.title')}\n${diagnosticsReport(rows.map((r) => [r.label, r.value] as const))}`;
  return (
    <>
      <p className={styles.intro}>{t('service.test.intro')}</p>
      <dl className={styles.report} aria-busy={checking || undefined} data-testid="diagnostics">
        {rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd className={row.ok === undefined ? undefined : row.ok ? styles.good : styles.bad}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button
          variant="primary"
          busy={copying}
          disabled={!canCopy}
          onClick={() => flow.send({ type: 'diagnostics.copy', text })}
        >
          {t('service.test.copy')}
        </Button>
        <Button
          variant="secondary"
          busy={checking}
          disabled={!canRerun}
          onClick={() => flow.send({ type: 'diagnostics.rerun' })}
        >
          {t('service.test.again')}
        </Button>
      </div>
      {flowsOn ? (
        <p className={styles.intro}>
          {/* A whole document: the /flows page's own policy allows Mermaid's inline styles (security-headers.ts). */}
          <Link to={PATH.flows} reloadDocument className={styles.flowsLink}>
            {t('service.test.flows')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
