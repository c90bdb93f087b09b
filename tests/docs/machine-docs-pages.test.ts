/**
 * Every machine names the docs page of its area (its root `meta.docs`, shown on /flows and in docs/flows), and
 * that page is in the repository: a renamed or removed page fails here rather than leaving a dead link.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsOf, purposeOf } from '../../src/lib/machine-doc';
import { FLOW_MACHINES } from '../../src/features/flows/machines';

const ROOT = join(import.meta.dirname, '../..');

describe('the docs page each machine names', () => {
  it.each(FLOW_MACHINES.map((m) => [m.id, m] as const))('%s: has a purpose and an existing docs page', (_, m) => {
    expect(purposeOf(m)).not.toBe('');
    const page = docsOf(m);
    expect(page).not.toBeNull();
    expect(existsSync(join(ROOT, page!)), page!).toBe(true);
  });
});
