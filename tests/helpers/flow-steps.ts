/**
 * Small steps the machine tests share (tests/machines/<machine>.test.ts): let promises and timers settle, wait,
 * a business refusal as the API client throws it, and the events an actor emits.
 */
import type { AnyActorRef } from 'xstate';

/** Lets the promises and zero-delay timers of a few actor steps settle. */
export const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

/** One zero-delay timer turn (the lobby flows settle in one). */
export const flushOnce = () => new Promise((r) => setTimeout(r, 0));

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A business refusal as the API client throws it. */
export const business = (errcode: number) => Object.assign(new Error('failed'), { kind: 'business', errcode });

/** Every event `actor` emits, in order. */
export function recordEmits(actor: AnyActorRef) {
  const out: Array<Record<string, unknown>> = [];
  actor.on('*', (e) => void out.push(e as Record<string, unknown>));
  return out;
}

/** A business refusal as a plain error object (what the lobby flows' fakes reject with). */
export const businessAnswer = (errcode: number) => ({ kind: 'business', errcode });
