import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { greenAgreementMachine } from '../../machines/green-agreement.machine';
import { describePaths } from '../helpers/describe-paths';
import { greenAgreementModels } from './models/auth-flows.model';

for (const model of greenAgreementModels) describePaths(model);

describe('greenAgreement', () => {
  it('saves the record when the sheet opens, resets it to 0 on close, and agrees with I Agree', () => {
    const saved: number[] = [];
    const actor = createActor(
      greenAgreementMachine.provide({ actions: { persistAgreement: (_, p) => void saved.push(p.value) } }),
      {
        input: { stored: 0 },
      },
    ).start();
    actor.send({ type: 'terms.toggle' });
    expect(actor.getSnapshot().value).toBe('reading');
    actor.send({ type: 'sheet.close' });
    expect(actor.getSnapshot().value).toBe('unagreed');
    actor.send({ type: 'terms.toggle' });
    actor.send({ type: 'terms.agree' });
    expect(actor.getSnapshot().value).toBe('agreed');
    expect(saved).toEqual([1, 0, 1, 2]);
  });

  it('restores an agreement kept for the browser session', () => {
    expect(
      createActor(greenAgreementMachine, { input: { stored: 2 } })
        .start()
        .getSnapshot().value,
    ).toBe('agreed');
  });
});
