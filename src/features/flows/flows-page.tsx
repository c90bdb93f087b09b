/**
 * /flows (design.md "Diagrams"): every statechart of the app as a Mermaid diagram, with the states of the
 * running flows highlighted and updated as their snapshots change. Shown in development builds or when the
 * configuration's flowsPage flag is on; otherwise the address is not found. Mermaid loads only here.
 */
import type { Mermaid } from 'mermaid';
import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { PATH } from '../../../contract/paths';
import { useRoot, useSession } from '../../app/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { flowsOf } from '../../lib/flow-diagram';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './flows.module.css';
import { FLOW_MACHINES } from './machines';
import { highlighted, stateText, useRunningStates } from './running-states';

let mermaidLoad: Promise<Mermaid> | null = null;
function loadMermaid(): Promise<Mermaid> {
  mermaidLoad ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      theme: 'dark',
      securityLevel: 'strict',
      // The app's colours, with edge labels readable on their background.
      themeVariables: {
        background: '#0b1026',
        edgeLabelBackground: '#151b3d',
        textColor: '#f3f5ff',
        lineColor: '#aab2d8',
      },
    });
    return mermaid;
  });
  mermaidLoad.catch(() => (mermaidLoad = null));
  return mermaidLoad;
}

/** Mermaid renders one diagram at a time. */
let queue: Promise<unknown> = Promise.resolve();
let renders = 0;
function renderDiagram(name: string, text: string): Promise<string> {
  const run = queue.then(async () => {
    const mermaid = await loadMermaid();
    renders += 1;
    const { svg } = await mermaid.render(`flow-${name}-${renders}`, text);
    // At its own size (the figure scrolls sideways) rather than shrunk to the column.
    return svg.replace(/width="100%"([^>]*?)style="max-width: ([\d.]+)px;"/, 'width="$2"$1style="max-width: none;"');
  });
  queue = run.catch(() => undefined);
  return run;
}

export function FlowsPage() {
  useArea('flows');
  const t = useT();
  const flag = useSession((s) => (s.context.config ? s.context.config.flowsPage : null));
  if (flag === null && !import.meta.env.DEV) return null;
  if (!import.meta.env.DEV && !flag) {
    return (
      <Page title={t('common.notFound')}>
        <div className={styles.notFound}>
          <LinkButton to={PATH.home} variant="primary">
            {t('common.goHome')}
          </LinkButton>
        </div>
      </Page>
    );
  }
  return <Diagrams />;
}

function Diagrams() {
  const t = useT();
  const root = useRoot();
  const states = useRunningStates(root);
  const flows = useMemo(() => FLOW_MACHINES.map((machine) => ({ machine, flow: flowsOf(machine) })), []);
  return (
    <Page title={t('flows.title')}>
      <p className={styles.intro}>{t('flows.intro')}</p>
      <nav aria-label={t('flows.index')}>
        <ul className={styles.index}>
          {flows.map(({ machine }) => (
            <li key={machine.id}>
              <a href={`#flow-${machine.id}`} className={machine.id in states ? styles.running : undefined}>
                {machine.id}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {flows.map(({ machine, flow }) => (
        <FlowSection
          key={machine.id}
          machine={machine}
          mermaid={flow.mermaid}
          summary={flow.summary}
          stateCount={flow.stateCount}
          value={states[machine.id]}
        />
      ))}
    </Page>
  );
}

function FlowSection({
  machine,
  mermaid,
  summary,
  stateCount,
  value,
}: {
  machine: AnyStateMachine;
  mermaid: string;
  summary: string;
  stateCount: number;
  value: Parameters<typeof highlighted>[1];
}) {
  const t = useT();
  const text = useMemo(() => highlighted(mermaid, value), [mermaid, value]);
  // Visual state only: the last drawn picture of this diagram (kept while a newer one renders), or a failure.
  const [drawn, setDrawn] = useState<{ svg: string } | { failed: true } | null>(null);
  useEffect(() => {
    let live = true;
    renderDiagram(machine.id, text).then(
      (svg) => live && setDrawn({ svg }),
      (error: unknown) => {
        console.error(`The ${machine.id} diagram could not be drawn`, error);
        if (live) setDrawn({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [machine.id, text]);

  const headingId = `flow-${machine.id}-title`;
  return (
    <section id={`flow-${machine.id}`} className={styles.flow} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.name}>
        {machine.id}
      </h2>
      <p className={styles.status}>
        {value === undefined
          ? t('flows.notRunning', { count: stateCount })
          : t('flows.current', { state: stateText(value), count: stateCount })}
      </p>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      {/* Focusable: a wide diagram scrolls sideways with the keyboard too. */}
      <figure className={styles.figure} tabIndex={0}>
        {drawn === null ? (
          <p className={styles.pending}>{t('common.loading')}</p>
        ) : 'svg' in drawn ? (
          <div
            className={styles.diagram}
            role="img"
            aria-label={t('flows.diagram', { name: machine.id })}
            dangerouslySetInnerHTML={{ __html: drawn.svg }}
          />
        ) : (
          <p className={styles.pending}>{t('flows.failed')}</p>
        )}
      </figure>
      <details className={styles.source}>
        <summary>{t('flows.source')}</summary>
        <pre>{text}</pre>
      </details>
    </section>
  );
}
