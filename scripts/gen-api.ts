/**
 * Generates the client's view of openapi.yaml:
 * - contract/schema.d.ts       types, by openapi-typescript (never edited by hand)
 * - contract/operations.gen.ts one row per operation: path, auth mode, public-session flag, body kind, idempotent
 *
 * `npm run gen:api` writes them; `generateApiFiles()` is also used by the staleness test.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SPEC_PATH = `${root}contract/openapi.yaml`;
export const SCHEMA_OUT = `${root}contract/schema.d.ts`;
export const OPERATIONS_OUT = `${root}contract/operations.gen.ts`;

interface RawOperation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
  'x-public-session'?: boolean;
  parameters?: Array<{ $ref?: string }>;
  requestBody?: { $ref?: string; content?: Record<string, unknown> };
}

/** The header parameter of the calls that move money or claim a reward (openapi.yaml "Idempotency"). */
const IDEMPOTENCY_KEY = '#/components/parameters/IdempotencyKey';

const BANNER = '// Generated from openapi.yaml by `npm run gen:api`. Do not edit.\n';

async function pretty(source: string, filepath: string): Promise<string> {
  const options = (await resolveConfig(filepath)) ?? {};
  return format(source, { ...options, filepath });
}

export async function generateApiFiles(): Promise<{ schema: string; operations: string }> {
  const specText = await readFile(SPEC_PATH, 'utf8');
  const ast = await openapiTS(pathToFileURL(SPEC_PATH), { alphabetize: false, immutable: false });
  const schema = await pretty(BANNER + astToString(ast), SCHEMA_OUT);

  const spec = parse(specText) as { security?: unknown[]; paths: Record<string, { post: RawOperation }> };
  const rows = Object.entries(spec.paths).map(([path, item]) => {
    const op = item.post;
    const security = op.security ?? spec.security ?? [];
    const auth =
      security.length === 0
        ? 'none'
        : security.some((req) => Object.keys(req as object).length === 0)
          ? 'optional'
          : 'required';
    const multipart = Boolean(op.requestBody?.content?.['multipart/form-data']);
    return {
      operationId: op.operationId,
      path,
      auth,
      publicSession: op['x-public-session'] === true,
      body: multipart ? 'multipart' : 'json',
      idempotent: (op.parameters ?? []).some((p) => p.$ref === IDEMPOTENCY_KEY),
    };
  });
  const operations = await pretty(
    `${BANNER}
import type { paths } from './schema';

/** How an operation treats the token: none (anonymous), optional (used when present), required. */
export type AuthMode = 'none' | 'optional' | 'required';

export interface OperationMeta {
  readonly operationId: string;
  readonly path: keyof paths;
  readonly auth: AuthMode;
  /** x-public-session: a 401 here does not end the client's session. */
  readonly publicSession: boolean;
  readonly body: 'json' | 'multipart';
  /** Takes an Idempotency-Key (it moves money or claims a reward): one key per player intent, kept across retries. */
  readonly idempotent: boolean;
}

export const operations = ${JSON.stringify(rows, null, 2)} as const satisfies readonly OperationMeta[];

export type OperationId = (typeof operations)[number]['operationId'];
export type ApiPath = (typeof operations)[number]['path'];
/** The operations that declare the Idempotency-Key header: every caller gives the key of its intent. */
export type IdempotentOperationId = Extract<(typeof operations)[number], { idempotent: true }>['operationId'];
/**
 * Whether \`Id\` (one operation, or a union a generic caller may name) can be any idempotent one: a caller
 * naming any of them gives a key.
 */
export type TakesIdempotencyKey<Id extends OperationId> = [Extract<Id, IdempotentOperationId>] extends [never]
  ? false
  : true;
`,
    OPERATIONS_OUT,
  );
  return { schema, operations };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { schema, operations } = await generateApiFiles();
  await writeFile(SCHEMA_OUT, schema);
  await writeFile(OPERATIONS_OUT, operations);
  console.log(`wrote ${SCHEMA_OUT} and ${OPERATIONS_OUT}`);
}
