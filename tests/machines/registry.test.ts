import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from './models/registry';

describe('machine registry', () => {
  it('has test models for every machine file in machines/', () => {
    const files = readdirSync(new URL('../../machines/', import.meta.url))
      .filter((f) => f.endsWith('.machine.ts'))
      .map((f) => f.replace(/\.machine\.ts$/, ''))
      .sort();
    expect(registry.map((r) => r.file).sort()).toEqual(files);
    for (const r of registry) expect(r.models.length, r.file).toBeGreaterThan(0);
  });

  it('gives every test model invariants, so a generated path can fail on more than its end state', () => {
    const without = registry.flatMap((r) => r.models.filter((m) => typeof m.invariants !== 'function'));
    expect(without.map((m) => m.name)).toEqual([]);
  });
});
