/**
 * The `otp` child (otpCountdown) of the register, forget and bind flows: its emitted toasts (code sent /
 * not sent) go to the root like the parent's intents, and its snapshot drives the send button.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import { useRoot } from '../../flow/root-context';

export type OtpActor = ActorRefFrom<typeof otpCountdownMachine>;

/** The running otp child of `flow` (undefined before it exists), with its toasts performed by the root. */
export function useOtpChild(flow: AnyActorRef): OtpActor | undefined {
  const root = useRoot();
  const otp = useSelector(flow, (s) => (s.children as Record<string, AnyActorRef | undefined>).otp) as
    OtpActor | undefined;
  useEffect(() => {
    if (!otp) return;
    const subscription = otp.on('toast', (event) => root.perform(event));
    return () => subscription.unsubscribe();
  }, [otp, root]);
  return otp;
}
