import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts in binary formats are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file under `dir`, each only when it
 * is smaller than the file itself (the server then sends the file as it is). Returns the paths
 * written. Brotli at its highest quality is slow, but it runs once per build, not per request.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const written = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const variants = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }).then((bytes) => ({ file: `${file}.br`, bytes })),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ({
          file: `${file}.gz`,
          bytes,
        })),
      ]);
      const smaller = variants.filter(({ bytes }) => bytes.length < raw.length);
      await Promise.all(smaller.map(({ file: target, bytes }) => writeFile(target, bytes)));
      return smaller.map(({ file: target }) => target);
    }),
  );
  return written.flat();
}

/** Brotli and gzip copies of the build's text files, for the server to pick per request. */
export function precompress(): Plugin {
  let outDir = '';
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'capstone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const written = await precompressDir(outDir);
      logger?.info(`${written.length} brotli and gzip copies written`);
    },
  };
}
