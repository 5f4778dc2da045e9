import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from '../../src/db/pglite-template';

/** A stand-in for the build's template: a file at the top and one in a folder. */
function template() {
  const dir = mkdtempSync(path.join(tmpdir(), 'capstone-template-'));
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  mkdirSync(path.join(dir, 'base/1'), { recursive: true });
  writeFileSync(path.join(dir, 'base/1/1259'), 'catalog');
  return dir;
}

const scratch = () => mkdtempSync(path.join(tmpdir(), 'capstone-data-'));

describe('the embedded database template (issue 18: a first start in seconds)', () => {
  it('fills a missing data directory with a whole copy, and nothing beside it', async () => {
    const parent = scratch();
    const dataDir = path.join(parent, 'pglite');
    expect(await copyPgliteTemplate(dataDir, template())).toBe(true);
    expect(readFileSync(path.join(dataDir, 'base/1/1259'), 'utf8')).toBe('catalog');
    expect(readdirSync(parent)).toEqual(['pglite']);
  });

  it('fills an empty data directory', async () => {
    const dataDir = scratch();
    expect(await copyPgliteTemplate(dataDir, template())).toBe(true);
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('never touches a data directory that holds anything', async () => {
    const dataDir = scratch();
    writeFileSync(path.join(dataDir, 'PG_VERSION'), 'mine');
    expect(await copyPgliteTemplate(dataDir, template())).toBe(false);
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
    expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('mine');
  });

  it('does nothing without a template: from source, or before a build', async () => {
    const dataDir = path.join(scratch(), 'pglite');
    expect(await copyPgliteTemplate(dataDir)).toBe(false);
    expect(await copyPgliteTemplate(dataDir, path.join(scratch(), 'no-template'))).toBe(false);
    expect(() => readdirSync(dataDir)).toThrow();
  });
});
