/**
 * The page of a "reveal then receive" flow (machines/reveal-receive.ts: Christmas, New Year, AgentCount): its
 * catalog areas, its flow, the money format, the loading state and the failure with a retry (`<id>.retry`), in
 * the page frame with its title. The flow's own content (`Body`) renders once the data is in.
 */
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, ContextFrom } from 'xstate';
import type { Message } from '../../machines/message';
import type { RevealContext } from '../../machines/reveal-receive';
import type { FlowPort } from '../actors/port';
import { useArea, useT } from '../i18n/use-t';
import { Page } from '../ui/page';
import { FailedStatus, LoadingStatus } from '../ui/status-panel';
import { useFlow } from './use-flow';
import { useMoney } from './use-money';

/** What a flow's content gets: the running flow, the data shown and the money format. */
export interface RevealBodyProps<M extends AnyStateMachine> {
  readonly flow: ActorRefFrom<M>;
  readonly view: ContextFrom<M> extends { view: infer V } ? NonNullable<V> : never;
  readonly money: (hundredths: number) => string;
}

type Shown = Pick<AnyMachineSnapshot, 'hasTag'> & { context: RevealContext<unknown, unknown, unknown> };
const selectLoading = (s: Shown) => s.hasTag('loading');
const selectFailed = (s: Shown) => s.hasTag('error');
const selectView = (s: Shown) => s.context.view;
const selectError = (s: Shown) => s.context.error;

export function RevealPage<M extends AnyStateMachine>({
  live,
  areas,
  title,
  Body,
}: {
  /** The live machine (src/actors/<flow>.actors.ts). */
  live: (port: FlowPort) => M;
  /** The catalog areas the page's texts come from. */
  areas: readonly string[];
  title: Message;
  Body: ComponentType<RevealBodyProps<M>>;
}) {
  useArea(...areas);
  const t = useT();
  const flow = useFlow(live, undefined);
  const money = useMoney();
  // The shell's own reading of the flow: the chart's tags and context are the same for every such flow.
  const shown = flow as AnyActorRef;
  const loading = useSelector(shown, selectLoading);
  const failed = useSelector(shown, selectFailed);
  const view = useSelector(shown, selectView);
  const error = useSelector(shown, selectError);
  let body;
  if (loading) body = <LoadingStatus />;
  else if (failed || !view)
    body = (
      <FailedStatus
        error={error}
        onRetry={() => shown.send({ type: `${(shown.getSnapshot() as AnyMachineSnapshot).machine.id}.retry` })}
      />
    );
  else body = <Body flow={flow} view={view as RevealBodyProps<M>['view']} money={money} />;
  return <Page title={t(title)}>{body}</Page>;
}
