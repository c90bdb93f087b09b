/** The committed client types and operation table are exactly what `npm run gen:api` makes from openapi.yaml. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateApiFiles, OPERATIONS_OUT, SCHEMA_OUT } from '../../scripts/gen-api';

describe('generated API files', () => {
  it('are up to date with openapi.yaml (run npm run gen:api)', async () => {
    const { schema, operations } = await generateApiFiles();
    expect(readFileSync(SCHEMA_OUT, 'utf8') === schema, 'contract/schema.d.ts is stale').toBe(true);
    expect(readFileSync(OPERATIONS_OUT, 'utf8') === operations, 'contract/operations.gen.ts is stale').toBe(true);
  });

  it('list every operation of the contract once, with unique paths', async () => {
    const { operations } = await import('../../contract/operations.gen');
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(operations.map((o) => o.path)).size).toBe(ids.length);
    // Every operationId of openapi.yaml is listed (a new operation does not need this number edited).
    const inYaml = readFileSync(new URL('../../contract/openapi.yaml', import.meta.url), 'utf8').match(
      /^\s+operationId: /gm,
    );
    expect(ids.length).toBe(inYaml?.length ?? -1);
    expect(ids.length).toBeGreaterThanOrEqual(62);
  });
});
