/** Green mode's agreement, kept in session storage (spec §3: the green-mode agreement record). */
import { greenAgreementMachine, type AgreementRecord } from '../../machines/green-agreement.machine';
import type { AppRoot } from '../app/root';
import { SESSION_KEYS, readItem, writeItem } from '../lib/storage-keys';

export function liveGreenAgreementMachine(root: AppRoot) {
  return greenAgreementMachine.provide({
    actions: {
      persistAgreement: (_, { value }) => writeItem(root.deps.session, SESSION_KEYS.greenAgreement, String(value)),
    },
  });
}

/** The stored green-mode agreement record (0 when absent or unreadable). */
export function storedAgreement(root: AppRoot): AgreementRecord {
  const value = readItem(root.deps.session, SESSION_KEYS.greenAgreement);
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}
