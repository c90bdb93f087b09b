/** The /flows index's areas (src/features/flows/areas.ts): every drawn machine has one, none is stale. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineIdOfFile } from '../../src/lib/machine-doc';
import { AREAS, MACHINE_AREAS, areaOf, groupByArea } from '../../src/features/flows/areas';
import { FLOW_MACHINES } from '../../src/features/flows/machines';

describe('flow areas', () => {
  it('draws every machine file of machines/ (add a new machine to FLOW_MACHINES)', () => {
    const files = readdirSync(join(import.meta.dirname, '../../machines')).filter((f) => f.endsWith('.machine.ts'));
    expect(FLOW_MACHINES.map((m) => m.id).sort()).toEqual(files.map(machineIdOfFile).sort());
  });

  it('maps every machine of FLOW_MACHINES to an area (add a new machine to MACHINE_AREAS)', () => {
    const unmapped = FLOW_MACHINES.map((m) => m.id).filter((id) => !(id in MACHINE_AREAS));
    expect(unmapped).toEqual([]);
  });

  it('maps no machine that is not drawn (remove stale entries)', () => {
    const ids = new Set(FLOW_MACHINES.map((m) => m.id));
    expect(Object.keys(MACHINE_AREAS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('groups in area order, keeps the given order inside an area, and shows an unmapped machine under "other"', () => {
    const machines = [{ id: 'deposit' }, { id: 'someNewFlow' }, { id: 'login' }, { id: 'withdraw' }, { id: 'toast' }];
    expect(groupByArea(machines, (m) => m)).toEqual([
      { area: 'session', items: [{ id: 'login' }] },
      { area: 'wallet', items: [{ id: 'deposit' }, { id: 'withdraw' }] },
      { area: 'tools', items: [{ id: 'toast' }] },
      { area: 'other', items: [{ id: 'someNewFlow' }] },
    ]);
    expect(areaOf('someNewFlow')).toBe('other');
    expect(AREAS.at(-1)).toBe('other');
    expect(Object.values(MACHINE_AREAS)).not.toContain('other');
  });
});
