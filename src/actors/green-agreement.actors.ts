/** Green mode's terms agreement record, kept in session storage. */
import { greenAgreementMachine, type AgreementRecord } from '../../machines/green-agreement.machine';
import { SESSION_KEYS, readItem, writeItem } from '../lib/storage-keys';
import type { FlowPort, ImplementationsOf } from './port';

export function greenAgreementImplementations(port: Pick<FlowPort, 'deps'>) {
  return {
    actions: {
      persistAgreement: (_, { value }) => writeItem(port.deps.tabStore, SESSION_KEYS.greenAgreement, String(value)),
    },
  } satisfies ImplementationsOf<typeof greenAgreementMachine>;
}

export function liveGreenAgreementMachine(port: Pick<FlowPort, 'deps'>) {
  return greenAgreementMachine.provide(greenAgreementImplementations(port));
}

/** The stored green-mode agreement record (0 when absent or unreadable). */
export function storedAgreement(port: Pick<FlowPort, 'deps'>): AgreementRecord {
  const value = readItem(port.deps.tabStore, SESSION_KEYS.greenAgreement);
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}
