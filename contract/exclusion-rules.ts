/**
 * Cool-off, self-exclusion and closure (docs/player-protection.md): the kinds and the durations
 * each allows, written once for the app (the choices it offers) and the server (what it accepts).
 */
import type { components } from './schema';

export type ExclusionKind = components['schemas']['ExclusionKind'];
export type ExclusionDuration = components['schemas']['ExclusionDuration'];

export const EXCLUSION_KINDS = ['coolOff', 'selfExclusion', 'closure'] as const satisfies readonly ExclusionKind[];

/** The durations of each kind, shortest first (closure: no end). */
export const EXCLUSION_DURATIONS: Readonly<Record<ExclusionKind, readonly ExclusionDuration[]>> = {
  coolOff: ['24h', '7d', '30d'],
  selfExclusion: ['6m', '1y', '5y'],
  closure: ['permanent'],
};

/** A self-exclusion cannot be ended in its first months (PAGCOR): this many. */
export const SELF_EXCLUSION_IRREVOCABLE_MONTHS = 6;
