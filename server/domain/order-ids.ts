/**
 * Order ids for deposits (R…), withdrawals (W…) and point exchanges (L…): sortable by creation time, with
 * random characters from the injected deps.random.
 */
import type { Deps } from '../context';

const ID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ID_RANDOM_CHARS = 10;

/**
 * `prefix` + the time in base 36 (9 characters, so ids sort by creation) + 10 random characters from
 * deps.random: R… deposits, W… withdrawals, L… point exchanges.
 */
export function newOrderId(deps: Pick<Deps, 'random' | 'clock'>, prefix: 'R' | 'W' | 'L'): string {
  let id = prefix + deps.clock.now().toString(36).toUpperCase().padStart(9, '0');
  for (let i = 0; i < ID_RANDOM_CHARS; i++) id += ID_ALPHABET[deps.random.int(ID_ALPHABET.length)];
  return id;
}
