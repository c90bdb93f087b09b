/**
 * The shape of a flow's samples (machines/samples/<flow>.samples.ts): what the /flows simulator and the
 * shared-link tests feed a machine — its inputs, one or more outcomes per invoked actor, and a payload per
 * event that carries data. Typed against the machine (its input, actor outputs and events) and, for the
 * answers of API calls, against the contract (openapi.yaml via contract/schema.d.ts); a machine test
 * validates every API answer here against openapi.yaml's schemas, so samples cannot rot.
 */
import type { AnyStateMachine, EventFromLogic, InputFrom, OutputFrom } from 'xstate';
import type { OperationId, operations } from '../../contract/operations.gen';
import type { paths } from '../../contract/schema';

type OperationOf<Id extends OperationId> = Extract<(typeof operations)[number], { operationId: Id }>;
type Answer<Id extends OperationId> = paths[OperationOf<Id>['path']]['post']['responses'] extends {
  200: { content: { 'application/json': infer R } };
}
  ? R
  : never;

/** An operation's success answer (errcode 0), as the server sends it. */
export type ApiAnswer<Id extends OperationId> = Extract<Answer<Id>, { errcode: 0 }>;

/** One API call's answer behind an actor's output: validated against openapi.yaml by tests/machines/samples.test.ts. */
export type ApiSample = {
  [Id in OperationId]: { readonly operationId: Id; readonly answer: ApiAnswer<Id> };
}[OperationId];

export const apiSample = <Id extends OperationId>(operationId: Id, answer: ApiAnswer<Id>) =>
  ({ operationId, answer }) as ApiSample;

/**
 * The message id of a sample outcome's label, in the flows catalog (src/i18n/locales/<locale>/flows.po): a
 * product owner reads the simulator in Thai or English, so a label is translated like every other text of /flows.
 */
export type SampleLabel = `flows.sample.${string}`;

/** The message id of a sample input's label: `flows.sample.<sample file>.input.<name>`, in both locales. */
export type SampleInputLabel = `flows.sample.${string}.input.${string}`;

/**
 * A named input the simulator can start a machine from. The name (the key in `inputs`) is the stable id a
 * shared link and the tests use; the label is what a reader sees in the input picker and the review document.
 */
export interface SampleInput<In> {
  readonly label: SampleInputLabel;
  readonly input: In;
}

/** A successful outcome of an invoked actor: the output the machine receives, and the API answers it comes from. */
export interface ActorOutcome<Out> {
  /** What the reviewer reads next to the "succeed" choice: a message id of the flows catalog, in both locales. */
  readonly label: SampleLabel;
  readonly output: Out;
  readonly api?: readonly ApiSample[];
}

type ActorsOf<M extends AnyStateMachine> = NonNullable<NonNullable<Parameters<M['provide']>[0]>['actors']>;

/** The samples of one machine. The first input and each actor's first outcome are the defaults. */
export interface FlowSamples<M extends AnyStateMachine = AnyStateMachine> {
  /** Named inputs, each with its label (machines without input: NO_INPUT from ./common). */
  readonly inputs: Readonly<Record<string, SampleInput<InputFrom<M>>>>;
  /** Per invoked actor src: named successful outcomes (the first is the default). */
  readonly actors: {
    readonly [Src in keyof ActorsOf<M>]?: Readonly<
      Record<string, ActorOutcome<OutputFrom<NonNullable<ActorsOf<M>[Src]>>>>
    >;
  };
  /** Per invoked actor src: the business errcodes the machine treats apart (offered as failures). */
  readonly errcodes?: { readonly [Src in keyof ActorsOf<M>]?: readonly number[] };
  /** A payload per event that carries data (the simulator's form starts from it). */
  readonly events: {
    readonly [E in EventFromLogic<M> as keyof Omit<E, 'type'> extends never ? never : E['type']]?: Omit<E, 'type'>;
  };
}

/** Checks a machine's samples against its types (the machine is named by its type only). */
export const flowSamples = <M extends AnyStateMachine>(samples: FlowSamples<M>): FlowSamples => samples as never;
