import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy of each text file, nested ones too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'capstone-precompress-'));
    mkdirSync(path.join(dir, 'assets', 'deep'), { recursive: true });
    const script = `console.log(${JSON.stringify('capstone '.repeat(300))});`;
    const style = '.a { color: red; }\n'.repeat(100);
    writeFileSync(path.join(dir, 'assets', 'index-Ab12.js'), script);
    writeFileSync(path.join(dir, 'assets', 'deep', 'page.css'), style);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(50)}`);

    const written = await precompressDir(dir);

    expect(written.map((file) => path.relative(dir, file)).sort()).toEqual([
      'assets/deep/page.css.br',
      'assets/deep/page.css.gz',
      'assets/index-Ab12.js.br',
      'assets/index-Ab12.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const js = path.join(dir, 'assets', 'index-Ab12.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    const css = path.join(dir, 'assets', 'deep', 'page.css');
    expect(brotliDecompressSync(readFileSync(`${css}.br`)).toString()).toBe(style);
  });

  it('leaves binary formats alone and skips a copy that would not be smaller', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'capstone-precompress-'));
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'tiny.txt'), 'a');

    expect(await precompressDir(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
  });
});
