/**
 * openapi.yaml at run time: the operation table and JSON-Schema validators compiled with Ajv (draft
 * 2020-12, the dialect of OpenAPI 3.1). The server validates every request body before its handler; tests
 * (and, when asked, the server itself) validate every response.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { operations, type OperationId, type OperationMeta } from '../contract/operations.gen';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const SPEC_FILE = fileURLToPath(new URL('../contract/openapi.yaml', import.meta.url));
const SPEC_ID = 'openapi.json';

interface RawOp {
  operationId: string;
  requestBody: { $ref?: string; content?: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}
type RawSpec = {
  paths: Record<string, { post: RawOp }>;
  components: {
    requestBodies: Record<string, RawOp['requestBody']>;
    responses: Record<string, RawOp['responses'][string]>;
  };
};

interface ValidationFailure {
  readonly msg: string;
  /** The body field that failed, as a JSON pointer without the leading slash ('' for the body itself). */
  readonly field: string;
}

export interface ContractOperation extends OperationMeta {
  readonly operationId: OperationId;
  /** Validates a JSON request body; null when valid. Multipart bodies are checked by their handler. */
  validateBody(body: unknown): ValidationFailure | null;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function describeError(error: ErrorObject): ValidationFailure {
  const base = error.instancePath.replace(/^\//, '');
  const join = (name: string) => (base ? `${base}/${name}` : name);
  switch (error.keyword) {
    case 'required':
      return {
        field: join(String(error.params.missingProperty)),
        msg: `${join(String(error.params.missingProperty))} is required`,
      };
    case 'unevaluatedProperties':
    case 'additionalProperties': {
      const name = String(error.params.unevaluatedProperty ?? error.params.additionalProperty);
      return { field: join(name), msg: `${join(name)} is not allowed` };
    }
    default:
      return { field: base, msg: `${base || 'body'} ${error.message ?? 'is invalid'}` };
  }
}

export class Contract {
  readonly spec: RawSpec;
  readonly ajv: Ajv2020;
  readonly byPath = new Map<string, ContractOperation>();
  readonly byId = new Map<OperationId, ContractOperation>();
  private readonly responseValidators = new Map<string, ValidateFunction>();

  constructor(specText = readFileSync(SPEC_FILE, 'utf8')) {
    this.spec = parse(specText) as RawSpec;
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...(this.spec as object), $id: SPEC_ID });

    for (const meta of operations) {
      const raw = this.spec.paths[meta.path]?.post;
      if (!raw)
        throw new Error(`operations.gen.ts is stale: ${meta.path} is not in openapi.yaml (run npm run gen:api)`);
      const pointer = this.requestSchemaPointer(meta.path, raw);
      const validate = pointer ? this.ajv.compile({ $ref: pointer }) : null;
      const op: ContractOperation = {
        ...meta,
        operationId: meta.operationId as OperationId,
        validateBody(body) {
          if (!validate) return null;
          if (validate(body)) return null;
          const first = validate.errors?.[0];
          return first ? describeError(first) : { field: '', msg: 'body is invalid' };
        },
      };
      this.byPath.set(meta.path, op);
      this.byId.set(op.operationId, op);
    }
  }

  private requestSchemaPointer(path: string, raw: RawOp): string | null {
    const body = raw.requestBody;
    if (body.$ref) {
      const name = body.$ref.split('/').pop() ?? '';
      const resolved = this.spec.components.requestBodies[name];
      if (!resolved?.content?.['application/json']) return null;
      return `${SPEC_ID}#/components/requestBodies/${escapePointer(name)}/content/application~1json/schema`;
    }
    if (!body.content?.['application/json']) return null;
    return `${SPEC_ID}#/paths/${escapePointer(path)}/post/requestBody/content/application~1json/schema`;
  }

  /** Validator for one response status of an operation (tests, and the server's self-check). */
  responseValidator(operationId: OperationId, status: number): ValidateFunction | null {
    const key = `${operationId}:${status}`;
    const cached = this.responseValidators.get(key);
    if (cached) return cached;
    const op = this.byId.get(operationId);
    if (!op) return null;
    const response = this.spec.paths[op.path]?.post.responses[String(status)];
    if (!response) return null;
    let pointer: string;
    if (response.$ref) {
      const name = response.$ref.split('/').pop() ?? '';
      pointer = `${SPEC_ID}#/components/responses/${escapePointer(name)}/content/application~1json/schema`;
    } else {
      pointer = `${SPEC_ID}#/paths/${escapePointer(op.path)}/post/responses/${status}/content/application~1json/schema`;
    }
    const validate = this.ajv.compile({ $ref: pointer });
    this.responseValidators.set(key, validate);
    return validate;
  }

  /** Throws with a readable message when `body` is not a valid `status` response of the operation. */
  assertResponse(operationId: OperationId, status: number, body: unknown): void {
    const validate = this.responseValidator(operationId, status);
    if (!validate) throw new Error(`${operationId} declares no ${status} response`);
    if (!validate(body)) {
      const detail = (validate.errors ?? []).map(
        (e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
      );
      throw new Error(
        `${operationId} ${status} response breaks the contract:\n  ${detail.join('\n  ')}\n  body: ${JSON.stringify(body).slice(0, 2000)}`,
      );
    }
  }
}

let shared: Contract | undefined;
/** The contract parsed once per process. */
export function contract(): Contract {
  shared ??= new Contract();
  return shared;
}
