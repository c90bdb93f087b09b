/**
 * The reviewer's text of a machine in the reader's language: its purpose (its root `description`) and its
 * states' `description`s are English in the code; the `flows-docs`
 * catalog holds them in both locales under ids keyed by machine and state id — `flowdoc.<machine>.purpose`,
 * `flowdoc.<machine>.state.<dotted state id>` — the en-US text being the code's own (`npm run flows` writes
 * it; a test fails when it differs from the code or a th-TH translation is missing). The identifiers stay as
 * they are and are shown beside the text.
 */
import type { MachineInfo } from './machine-info';

/** The catalog area of these texts (src/i18n/locales/<locale>/flows-docs.po). */
export const MACHINE_TEXT_AREA = 'flows-docs';

export const purposeId = (machine: string) => `flowdoc.${machine}.purpose`;
export const descriptionId = (machine: string, state: string) => `flowdoc.${machine}.state.${state}`;

export interface MachineText {
  readonly id: string;
  /** The code's English text. */
  readonly english: string;
}

/** Every text of a machine that the catalog holds: its purpose, then each described state's description. */
export function machineTexts(info: Pick<MachineInfo, 'id' | 'purpose' | 'states'>): MachineText[] {
  return [
    ...(info.purpose ? [{ id: purposeId(info.id), english: info.purpose }] : []),
    ...info.states
      .filter((state) => state.description)
      .map((state) => ({ id: descriptionId(info.id, state.id), english: state.description })),
  ];
}

/** A text as an ICU message that shows it literally (braces quoted). */
export const icuLiteral = (text: string): string => text.replace(/[{}]/g, (brace) => `'${brace}'`);
