import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '../../machines/constants';
import { otpCountdownMachine, type OtpPurpose } from '../../machines/otp-countdown.machine';
import { describePaths } from '../helpers/describe-paths';
import { flowLinkCase } from '../helpers/flow-link';
import { OTP_RULES, VALID_MOBILE, otpCountdownModel } from './models/otp-countdown.model';

describePaths(otpCountdownModel);

function start(sendOtp: (input: { mobile: string; purpose: OtpPurpose }) => Promise<void>) {
  const clock = new SimulatedClock();
  const actor = createActor(
    otpCountdownMachine.provide({ actors: { sendOtp: fromPromise(({ input }) => sendOtp(input)) } }),
    {
      input: { purpose: 1, rules: OTP_RULES },
      clock,
    },
  );
  const toasts: string[] = [];
  actor.on('toast', (e) => void toasts.push(e.message.id));
  actor.start();
  return { actor, clock, toasts };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('otpCountdown with the real timings', () => {
  it('sends once after 300 ms, counts down 60 s with the button disabled, then allows a resend', async () => {
    const calls: Array<{ mobile: string; purpose: OtpPurpose }> = [];
    const { actor, clock, toasts } = start(async (input) => void calls.push(input));
    actor.send({ type: 'otp.send', mobile: VALID_MOBILE });
    clock.increment(299);
    expect(calls).toHaveLength(0);
    clock.increment(1);
    await flush();
    expect(calls).toEqual([{ mobile: VALID_MOBILE, purpose: 1 }]);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remaining).toBe(OTP_RESEND_SECONDS);
    expect(toasts).toEqual(['auth.loginSendSucc']);
    expect(actor.getSnapshot().can({ type: 'otp.send', mobile: VALID_MOBILE })).toBe(false);
    actor.send({ type: 'otp.send', mobile: VALID_MOBILE });
    for (let second = 1; second < OTP_RESEND_SECONDS; second++) clock.increment(1_000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().can({ type: 'otp.send', mobile: VALID_MOBILE })).toBe(false);
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.remaining).toBe(0);
    expect(actor.getSnapshot().can({ type: 'otp.send', mobile: VALID_MOBILE })).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('moves the countdown one tick per clock step: a one-minute jump is one second, so step a second at a time', async () => {
    const { actor, clock } = start(async () => {});
    actor.send({ type: 'otp.send', mobile: VALID_MOBILE });
    clock.increment(300);
    await flush();
    clock.increment(60_000);
    // Each tick re-enters `counting`, which schedules the next one from the clock's time then: one per step.
    expect(actor.getSnapshot().context.remaining).toBe(OTP_RESEND_SECONDS - 1);
    for (let second = 1; second < OTP_RESEND_SECONDS; second++) clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('debounces: taps within 300 ms of each other send one code, for the last number', async () => {
    const calls: string[] = [];
    const { actor, clock } = start(async ({ mobile }) => void calls.push(mobile));
    actor.send({ type: 'otp.send', mobile: '0811111111' });
    clock.increment(200);
    actor.send({ type: 'otp.send', mobile: VALID_MOBILE });
    clock.increment(200);
    expect(calls).toHaveLength(0);
    clock.increment(100);
    await flush();
    expect(calls).toEqual([VALID_MOBILE]);
  });

  it('refuses a number of the wrong length or start with the tip naming the bounds, and sends nothing', () => {
    const calls: string[] = [];
    const { actor, clock } = start(async ({ mobile }) => void calls.push(mobile));
    actor.send({ type: 'otp.send', mobile: '9812345678' });
    expect(actor.getSnapshot().context.error).toEqual({
      id: 'validation.mobileStarts',
      values: { min: 10, max: 10, start: '0' },
    });
    actor.send({ type: 'otp.send', mobile: '08123' });
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('says loginSendFail and allows another try after a failure', async () => {
    const { actor, clock, toasts } = start(async () => {
      throw { kind: 'network' };
    });
    actor.send({ type: 'otp.send', mobile: VALID_MOBILE });
    clock.increment(300);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(toasts).toEqual(['auth.loginSendFail']);
    expect(actor.getSnapshot().can({ type: 'otp.send', mobile: VALID_MOBILE })).toBe(true);
  });

  it("follows the server's Retry-After when rate limited", async () => {
    const { actor, clock } = start(async () => {
      throw { kind: 'rateLimited', retryAfter: 42 };
    });
    actor.send({ type: 'otp.send', mobile: VALID_MOBILE });
    clock.increment(300);
    await flush();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remaining).toBe(42);
  });
});

describe('otpCountdown links shared from /flows', () => {
  // Copied from the simulator: "short countdown" input, otp.send, fast-forward 300 ms, sendOtp → code sent.
  const CODE_SENT =
    'http://localhost:8080/flows/otpCountdown?view=simulate&sim=1.WyJvdHBDb3VudGRvd24iLCJzaG9ydCBjb3VudGRvd24iLFtbImUiLCJvdHAuc2VuZCIseyJtb2JpbGUiOiIwODEyMzQ1Njc4In1dLFsidyIsMzAwXSxbImQiLCJzZW5kT3RwIiwic2VudCJdXV0';
  flowLinkCase('a sent code starts the resend countdown', CODE_SENT, 'counting');
});
