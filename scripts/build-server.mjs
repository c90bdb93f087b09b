#!/usr/bin/env node
/**
 * The server compiled to JavaScript (the last step of `npm run build`, scripts/build.mjs): server/main.ts and what
 * it imports, bundled by esbuild into dist/server/node/ (main.js, reference.js, tier.js and their shared chunks,
 * with source maps). `npm start`, the app tier's workers and the browser tests run that output with plain
 * `node`; `npm run dev`, `npm run serve` and the unit tests run the TypeScript through tsx.
 *
 * - Packages stay external: node_modules is read at run time (better-sqlite3 is a native addon, built by npm ci for
 *   the Node that runs it).
 * - Files read at run time by a path relative to their module (`new URL('./migrations/', import.meta.url)`: the
 *   migrations, the sandbox's game-client.js, contract/openapi.yaml, dist/) are still found where they are in the
 *   source tree: in each bundled source file `import.meta.url` becomes that file's own URL, computed from the
 *   output file's at run time (every output file lies in the one folder, so the relative path is the same from
 *   each). The compiled server is therefore run from its checkout, as `npm start` does, not copied elsewhere.
 * - The reference server and the app tier are separate files: the app tier loads nothing of the reference backend
 *   (SQLite, the seed), as with `import('./reference')` in server/main.ts.
 *
 * `--logLevel warn` (or silent), as scripts/build.mjs passes it on: no summary line.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT = join(root, 'dist', 'server', 'node');

const LOADERS = { ts: 'ts', mts: 'ts', cts: 'ts', tsx: 'tsx', js: 'js', mjs: 'js', cjs: 'js', jsx: 'jsx' };

/** `import.meta.url` in a project source file → that file's URL, resolved from the output file's at run time. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromOutput = relative(SERVER_OUT, args.path).split(sep).join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutput)}, import.meta.url).href`),
        loader: LOADERS[args.path.slice(args.path.lastIndexOf('.') + 1)] ?? 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
};

export async function buildServer({ quiet = false } = {}) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      reference: 'server/reference.ts',
      tier: 'server/tier/main.ts',
    },
    outdir: SERVER_OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22.12',
    packages: 'external',
    sourcemap: true,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceUrls],
  });
  // The rewrite above holds only while every output file is in SERVER_OUT itself (a new `import()` of a file that
  // is not an entry point would add one in a subfolder: name it in entryPoints).
  const outputs = Object.keys(result.metafile.outputs).map((file) => relative(SERVER_OUT, join(root, file)));
  const nested = outputs.filter((file) => file.includes(sep));
  if (nested.length > 0) throw new Error(`server build: outputs outside ${SERVER_OUT}: ${nested.join(', ')}`);
  if (!quiet) {
    const js = outputs.filter((file) => file.endsWith('.js'));
    console.log(`server: ${relative(root, SERVER_OUT)}/ (${js.join(', ')})`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const level = args[args.indexOf('--logLevel') + 1];
  try {
    await buildServer({ quiet: args.includes('--logLevel') && ['warn', 'error', 'silent'].includes(level) });
  } catch (error) {
    console.error(`error: the server build failed: ${error.message}`);
    process.exit(1);
  }
}
