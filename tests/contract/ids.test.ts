/** The shared ids of contract/ids.ts say what openapi.yaml says: every catalogued errcode once, no other. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTIVITY, ERRCODE } from '../../contract/ids';

const spec = parse(readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8')) as {
  info: { description: string };
};

describe('contract ids', () => {
  it('ERRCODE names exactly the business errcodes of the catalogue in info.description', () => {
    const catalogue = [...spec.info.description.matchAll(/^\| (\d+) \|/gm)].map((m) => Number(m[1]));
    expect(catalogue.length).toBeGreaterThan(10);
    const business = catalogue.filter((code) => code !== 0).sort((a, b) => a - b);
    expect(Object.values(ERRCODE).sort((a, b) => a - b)).toEqual(business);
  });

  it('activity type ids are distinct', () => {
    const ids = Object.values(ACTIVITY);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
