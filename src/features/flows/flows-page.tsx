/**
 * /flows: the product's statecharts as a product owner's map, full width on
 * desktop (its own layout, not the phone column or the desktop card).
 * - The index groups the machines by area (areas.ts) with a search over names, purposes, states and events
 *   (`?q=`); the running flows are marked with their current state.
 * - /flows/<machine> shows one machine: its purpose and (in en-US) the docs page of its area (its root
 *   `description` and `meta`), the diagram whole (fit, pan, zoom, export; the running actor's states highlighted), its states with their
 *   descriptions, events in, intents emitted, delays, guards and actors (machine-info.ts). `?view=simulate`
 *   shows the simulator instead (simulator.tsx).
 * On wherever the server's NODE_ENV is not `production` (the configuration's flowsPage flag, FLOWS_PAGE=1 in
 * production) and in development builds; off, it explains how to turn it on.
 * Mermaid and the viewer load only here.
 */
import { useLingui } from '@lingui/react';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AnyStateMachine } from 'xstate';
import { PATH, flowsMachine } from '../../../contract/paths';
import { useRoot, useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { areaOf, groupByArea, type Area } from './areas';
import { DiagramView } from './diagram-view';
import { machineInfo, matchesSearch, searchText, type MachineInfo } from './machine-info';
import { descriptionId, MACHINE_TEXT_AREA, machineTexts, purposeId } from './machine-text';
import styles from './flows.module.css';
import { flowWords } from './flow-words';
import { FLOW_MACHINES } from './machines';
import { stateText, useRunningStates } from './running-states';

const Simulator = lazy(() => import('./simulator').then((m) => ({ default: m.Simulator })));

/** The query parameter of the machine page's view; `simulate` shows the simulator. */
const VIEW_PARAM = 'view';
/** The index's search. */
const SEARCH_PARAM = 'q';

const AREA_TITLES: Record<Area, string> = {
  session: 'flows.area.session',
  lobby: 'flows.area.lobby',
  wallet: 'flows.area.wallet',
  account: 'flows.area.account',
  promotions: 'flows.area.promotions',
  tools: 'flows.area.tools',
  other: 'flows.area.other',
};

/** Every machine's info, computed once (the machines do not change at run time). */
let infos: ReadonlyMap<string, { machine: AnyStateMachine; info: MachineInfo; text: string }> | null = null;
function allInfos() {
  infos ??= new Map(
    FLOW_MACHINES.map((machine) => {
      const info = machineInfo(machine);
      return [machine.id, { machine, info, text: searchText(info) }];
    }),
  );
  return infos;
}

/**
 * The gate of both pages: the configuration's flowsPage flag (on unless the server runs with
 * NODE_ENV=production and no FLOWS_PAGE=1), or a development build. Off, the page says so and how to turn
 * it on, instead of "page not found".
 */
function FlowsGate({ children }: { children: ReactNode }) {
  useArea('flows', MACHINE_TEXT_AREA);
  const t = useT();
  const flag = useSession((s) => (s.context.config ? s.context.config.flowsPage : null));
  if (flag === null && !import.meta.env.DEV) return null;
  if (!import.meta.env.DEV && !flag) {
    return (
      <FlowsLayout title={t('flows.title')} back={{ to: PATH.home, label: t('flows.home') }}>
        <div className={styles.off} role="status" data-testid="flows-off">
          <h2 className={styles.offTitle}>{t('flows.off.title')}</h2>
          <p>{t('flows.off.why')}</p>
          <p>
            {t('flows.off.how')} <code className={styles.code}>FLOWS_PAGE=1</code>
          </p>
          <p className={styles.offNote}>{t('flows.off.rule')}</p>
          <LinkButton to={PATH.home} variant="primary">
            {t('common.goHome')}
          </LinkButton>
        </div>
      </FlowsLayout>
    );
  }
  return children;
}

/** The explorer's own full-width layout: a bar with the way back and the title, then the content. */
function FlowsLayout({
  title,
  back,
  children,
}: {
  title: ReactNode;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <header className={styles.bar}>
        <Link to={back.to} className={styles.back}>
          <span aria-hidden="true">‹ </span>
          {back.label}
        </Link>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

export function FlowsPage() {
  return (
    <FlowsGate>
      <FlowIndex />
    </FlowsGate>
  );
}

export function FlowMachinePage() {
  return (
    <FlowsGate>
      <FlowMachine />
    </FlowsGate>
  );
}

function FlowIndex() {
  const t = useT();
  const states = useRunningStates(useRoot());
  const [params, setParams] = useSearchParams();
  // What is typed (the address follows it, for a shareable search; it updates a render later).
  const [query, setQuery] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const entries = [...allInfos().values()];
  // The search reads the reader's language too (purposes and descriptions translated).
  const found = entries.filter(({ text, info }) =>
    matchesSearch(
      `${text}\n${machineTexts(info)
        .map(({ id }) => t(id).toLowerCase())
        .join('\n')}`,
      query,
    ),
  );
  const groups = groupByArea(found, (entry) => entry.machine);
  return (
    <FlowsLayout title={t('flows.title')} back={{ to: PATH.home, label: t('flows.home') }}>
      <p className={styles.intro}>{t('flows.intro')}</p>
      <div role="search" className={styles.search}>
        <label htmlFor="flows-search" className={styles.searchLabel}>
          {t('flows.search')}
        </label>
        <input
          id="flows-search"
          type="search"
          className={styles.searchInput}
          value={query}
          placeholder={t('flows.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            const next = new URLSearchParams(params);
            if (text) next.set(SEARCH_PARAM, text);
            else next.delete(SEARCH_PARAM);
            setParams(next, { replace: true });
          }}
        />
      </div>
      <p className={styles.count} role="status">
        {t('flows.count', { count: found.length, total: entries.length })}
      </p>
      {groups.length === 0 ? (
        <EmptyState message={t('flows.noMatch', { query })} />
      ) : (
        <nav aria-label={t('flows.index')}>
          {groups.map(({ area, items }) => (
            <section key={area} className={styles.area} aria-labelledby={`flows-area-${area}`}>
              <h2 id={`flows-area-${area}`} className={styles.areaTitle}>
                {t(AREA_TITLES[area])} <span className={styles.areaCount}>({items.length})</span>
              </h2>
              <ul className={styles.cards}>
                {items.map(({ machine, info }) => {
                  const value = states[machine.id];
                  return (
                    <li key={machine.id}>
                      <Link to={flowsMachine(machine.id)} className={styles.card}>
                        <span className={styles.cardName}>{machine.id}</span>
                        <span className={styles.cardPurpose}>{info.purpose ? t(purposeId(machine.id)) : ''}</span>
                        <span className={value === undefined ? styles.cardMeta : styles.cardRunning}>
                          {value === undefined
                            ? t('flows.notRunning', { count: info.states.length })
                            : t('flows.current', { state: stateText(value), count: info.states.length })}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </nav>
      )}
    </FlowsLayout>
  );
}

function FlowMachine() {
  const t = useT();
  const { i18n } = useLingui();
  const { machine: id = '' } = useParams();
  const [params] = useSearchParams();
  const states = useRunningStates(useRoot());
  const entry = allInfos().get(id);
  const back = { to: PATH.flows, label: t('flows.backToIndex') };
  if (!entry) {
    return (
      <FlowsLayout title={t('flows.title')} back={back}>
        <EmptyState role="alert" message={t('flows.unknown', { name: id })}>
          <LinkButton to={PATH.flows} variant="primary">
            {t('flows.backToIndex')}
          </LinkButton>
        </EmptyState>
      </FlowsLayout>
    );
  }
  const { machine, info } = entry;
  const simulate = params.get(VIEW_PARAM) === 'simulate';
  const value = states[machine.id];
  return (
    <FlowsLayout title={<span className={styles.machineName}>{machine.id}</span>} back={back}>
      <p className={styles.areaLine}>{t(AREA_TITLES[areaOf(machine.id)])}</p>
      {info.purpose ? <p className={styles.purpose}>{t(purposeId(machine.id))}</p> : null}
      {/* The docs pages are English: shown to en-US readers only. */}
      {info.docs && i18n.locale === 'en-US' ? (
        <p className={styles.docs}>
          <span className={styles.docsLabel}>{t('flows.docs')}</span>{' '}
          <code className={styles.docsPage} lang="en">
            {info.docs}
          </code>
        </p>
      ) : null}
      <nav aria-label={t('flows.views')} className={styles.tabs}>
        <Link to={flowsMachine(machine.id)} className={styles.tab} aria-current={simulate ? undefined : 'page'}>
          {t('flows.tabRead')}
        </Link>
        <Link
          to={flowsMachine(machine.id, { [VIEW_PARAM]: 'simulate' })}
          className={styles.tab}
          aria-current={simulate ? 'page' : undefined}
        >
          {t('flows.tabSimulate')}
        </Link>
      </nav>
      {simulate ? (
        <Suspense
          fallback={
            <div className={styles.pending}>
              <Spinner />
            </div>
          }
        >
          <Simulator machine={machine} />
        </Suspense>
      ) : (
        <>
          <p className={value === undefined ? styles.status : styles.statusRunning}>
            {value === undefined
              ? t('flows.notRunning', { count: info.states.length })
              : t('flows.current', { state: stateText(value), count: info.states.length })}
          </p>
          <DiagramView machine={machine} highlight={value} />
          <MachineDetails info={info} />
        </>
      )}
    </FlowsLayout>
  );
}

/** A titled list of the machine page; "None." when empty. */
function Details({ title, children, empty }: { title: string; children: ReactNode[]; empty: boolean }) {
  const t = useT();
  // From React, not the title: a Thai title has no \w characters, and every section got the same id.
  const id = useId();
  return (
    <section className={styles.details} aria-labelledby={id}>
      <h2 id={id} className={styles.detailsTitle}>
        {title}
      </h2>
      {empty ? <p className={styles.none}>{t('flows.none')}</p> : <ul className={styles.list}>{children}</ul>}
    </section>
  );
}

const Code = ({ children }: { children: ReactNode }) => <code className={styles.code}>{children}</code>;

function MachineDetails({ info }: { info: MachineInfo }) {
  const t = useT();
  const where = (states: readonly string[]) => (states.length ? t('flows.where', { states: states.join(', ') }) : '');
  return (
    <div className={styles.detailsGrid}>
      <p className={styles.englishNote}>{t('flows.fromCode')}</p>
      <Details title={t('flows.statesTitle')} empty={info.states.length === 0}>
        {info.states.map((state) => (
          <li
            key={state.id}
            className={styles.item}
            style={{ paddingInlineStart: `${(state.path.length - 1) * 16}px` }}
          >
            <Code>{state.id}</Code>
            {state.initial ? <span className={styles.badge}>{t('flows.initial')}</span> : null}
            {state.type === 'final' ? <span className={styles.badge}>{t('flows.final')}</span> : null}
            {state.type === 'parallel' ? <span className={styles.badge}>{t('flows.parallel')}</span> : null}
            {state.invokes.length ? (
              <span className={styles.meta}>{t('flows.invokes', { names: state.invokes.join(', ') })}</span>
            ) : null}
            {state.tags.length ? (
              <span className={styles.meta}>{t('flows.tags', { names: state.tags.join(', ') })}</span>
            ) : null}
            {state.description ? (
              <span className={styles.description}>{t(descriptionId(info.id, state.id))}</span>
            ) : null}
          </li>
        ))}
      </Details>
      <Details title={t('flows.eventsTitle')} empty={info.events.length === 0}>
        {info.events.map((event) => (
          <li key={event.type} className={styles.item}>
            <Code>{event.type}</Code>
            <ul className={styles.subList}>
              {event.transitions.map((move, i) => (
                <li key={i} lang="en">
                  {move.from} → {move.to.length ? move.to.join(', ') : t('flows.stays')}
                  {move.guard ? <span className={styles.meta}> [{move.guard}]</span> : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </Details>
      <Details title={t('flows.intentsTitle')} empty={info.intents.length === 0}>
        {info.intents.map((intent) => (
          <li key={intent.type} className={styles.item}>
            <Code>{intent.type}</Code>
            <span className={styles.meta}>
              {intent.states.length ? where(intent.states) : t('flows.documentedOnly')}
            </span>
          </li>
        ))}
      </Details>
      <Details title={t('flows.delaysTitle')} empty={info.delays.length === 0}>
        {info.delays.map((delay) => (
          <li key={delay.name} className={styles.item}>
            <Code>{delay.name}</Code> <span>{flowWords(delay.text, t)}</span>
            <span className={styles.meta}>{where(delay.states)}</span>
          </li>
        ))}
      </Details>
      <Details title={t('flows.guardsTitle')} empty={info.guards.length === 0}>
        {info.guards.map((guard) => (
          <li key={guard.name} className={styles.item}>
            <Code>{guard.name}</Code>
            <span className={styles.meta}>
              {guard.uses.length ? guard.uses.map((use) => flowWords(use, t)).join('; ') : t('flows.unused')}
            </span>
          </li>
        ))}
      </Details>
      <Details title={t('flows.actorsTitle')} empty={info.actors.length === 0}>
        {info.actors.map((actor) => (
          <li key={actor.name} className={styles.item}>
            <Code>{actor.name}</Code>
            <span className={styles.meta}>{where(actor.uses)}</span>
          </li>
        ))}
      </Details>
    </div>
  );
}
