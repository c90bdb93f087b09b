/**
 * The page of a "reveal then receive" flow (machines/reveal-receive.ts: Christmas, New Year, AgentCount): its
 * catalog areas, its flow, the money format, the loading state and the failure with a retry (`<id>.retry`), in
 * the page frame with its title. The flow's own content (`Body`) renders once the data is in.
 */
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot, AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import type { Message } from '../../machines/message';
import type { RevealContext } from '../../machines/reveal-receive';
import type { FlowPort } from '../actors/port';
import { useArea, useT } from '../i18n/use-t';
import { Page } from '../ui/page';
import { FailedStatus, LoadingStatus } from '../ui/status-panel';
import { useFlow } from './use-flow';
import { useMoney } from './use-money';

/** What a flow's content gets: the running flow, its snapshot, the data shown and the money format. */
export interface RevealBodyProps<M extends AnyStateMachine> {
  readonly flow: ActorRefFrom<M>;
  readonly snap: SnapshotFrom<M>;
  readonly view: ContextFrom<M> extends { view: infer V } ? NonNullable<V> : never;
  readonly money: (hundredths: number) => string;
}

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
  const snap = useSelector(flow, (s) => s) as SnapshotFrom<M>;
  const money = useMoney();
  // The shell's own reading of the flow: the chart's states and context are the same for every such flow.
  const shown = snap as unknown as Pick<AnyMachineSnapshot, 'matches' | 'machine'> & {
    context: RevealContext<unknown, unknown, unknown>;
  };
  const { view, error } = shown.context;
  let body;
  if (shown.matches('loading')) body = <LoadingStatus />;
  else if (shown.matches('failed') || !view)
    body = (
      <FailedStatus error={error} onRetry={() => (flow as AnyActorRef).send({ type: `${shown.machine.id}.retry` })} />
    );
  else body = <Body flow={flow} snap={snap} view={view as RevealBodyProps<M>['view']} money={money} />;
  return <Page title={t(title)}>{body}</Page>;
}
