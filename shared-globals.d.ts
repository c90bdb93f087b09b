/**
 * The globals of machines/ and contract/ (tsconfig.shared.json) beyond the language: the web APIs that browsers
 * and Node both provide, and only those this code uses — the WHATWG URL API and Web Crypto's random values.
 * Declared as lib "DOM" declares them (TypeScript 5.9), so a value passes between this code and the app's or
 * the server's as the same type; lib "DOM" or @types/node themselves would bring `window` or `process`.
 * Any other global is a type error in this code until declared here: declare it only if both environments have it.
 */
/* eslint-disable no-var -- as in TypeScript's libs: only a `var` is a property of globalThis (globalThis.crypto). */

interface URL {
  hash: string;
  host: string;
  hostname: string;
  href: string;
  toString(): string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toJSON(): string;
}

declare var URL: {
  prototype: URL;
  new (url: string | URL, base?: string | URL): URL;
  canParse(url: string | URL, base?: string | URL): boolean;
  parse(url: string | URL, base?: string | URL): URL | null;
};

interface URLSearchParamsIterator<T> extends IteratorObject<T, BuiltinIteratorReturn, unknown> {
  [Symbol.iterator](): URLSearchParamsIterator<T>;
}

interface URLSearchParams {
  readonly size: number;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  forEach(callbackfn: (value: string, key: string, parent: URLSearchParams) => void, thisArg?: unknown): void;
  [Symbol.iterator](): URLSearchParamsIterator<[string, string]>;
  entries(): URLSearchParamsIterator<[string, string]>;
  keys(): URLSearchParamsIterator<string>;
  values(): URLSearchParamsIterator<string>;
}

declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string[][] | Record<string, string> | string | URLSearchParams): URLSearchParams;
};

interface Crypto {
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}

declare var crypto: Crypto;
