/**
 * The record (session storage, persistAgreement) is saved when the sheet opens (1), reset to 0 when it closes
 * without agreeing, and set to 2 by I Agree. Ticking the box while unagreed opens the sheet; unticking
 * withdraws.
 *
 * Implementations: src/actors/green-agreement.actors.ts
 */
import { setup, type SnapshotFrom } from 'xstate';
import type { MachineMeta } from './machine-meta';

export type AgreementRecord = 0 | 1 | 2;
export type GreenAgreementEvent =
  { type: 'terms.toggle' } | { type: 'sheet.open' } | { type: 'sheet.close' } | { type: 'terms.agree' };

export const greenAgreementMachine = setup({
  types: { events: {} as GreenAgreementEvent, input: {} as { stored: AgreementRecord } },
  actions: { persistAgreement: (_, _params: { value: AgreementRecord }) => {} },
  guards: {
    wasAgreed: (_, params: { stored: AgreementRecord }) => params.stored === 2,
    wasReading: (_, params: { stored: AgreementRecord }) => params.stored === 1,
  },
}).createMachine({
  id: 'greenAgreement',
  description: 'The terms agreement of green mode.',
  meta: { emitted: [], docs: 'docs/product/account.md' } satisfies MachineMeta,
  context: ({ input }) => ({ stored: input.stored }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: { type: 'wasAgreed', params: ({ context }) => ({ stored: context.stored }) }, target: 'agreed' },
        { guard: { type: 'wasReading', params: ({ context }) => ({ stored: context.stored }) }, target: 'reading' },
        { target: 'unagreed' },
      ],
    },
    unagreed: {
      on: { 'terms.toggle': 'reading', 'sheet.open': 'reading' },
    },
    reading: {
      tags: ['sheet'],
      entry: { type: 'persistAgreement', params: { value: 1 } },
      on: {
        'terms.agree': { target: 'agreed', actions: { type: 'persistAgreement', params: { value: 2 } } },
        'sheet.close': { target: 'unagreed', actions: { type: 'persistAgreement', params: { value: 0 } } },
      },
    },
    agreed: {
      on: {
        'terms.toggle': { target: 'unagreed', actions: { type: 'persistAgreement', params: { value: 0 } } },
        'sheet.open': 'reviewing',
      },
    },
    reviewing: {
      description: 'Reading the terms again after agreeing; closing keeps the agreement.',
      tags: ['sheet'],
      on: { 'sheet.close': 'agreed', 'terms.agree': 'agreed' },
    },
  },
});

type GreenAgreementSnapshot = SnapshotFrom<typeof greenAgreementMachine>;

/** The terms are agreed (also while the player reads them again). */
export const selectAgreed = (s: GreenAgreementSnapshot): boolean => s.matches('agreed') || s.matches('reviewing');
