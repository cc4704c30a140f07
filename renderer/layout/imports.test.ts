/**
 * The layout engine stays pure: its modules import nothing but each other and `src/domain`
 * (no pixi.js, React, DOM, server or other browser code) and touch no DOM globals. Tests may
 * also use vitest, node's file helpers and `themes/`, to lay out real boards.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const SPECIFIER =
  /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]|require\s*\(\s*['"]([^'"]+)['"]/g;
const TEST_PACKAGES = new Set(['vitest', 'node:fs', 'node:path', 'node:url']);

const files = readdirSync(HERE).filter((name) => name.endsWith('.ts'));

function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Why an import is not allowed in `file`, or null when it is. */
function refusal(file: string, specifier: string): string | null {
  const isTest = file.endsWith('.test.ts');
  if (!specifier.startsWith('.')) {
    return isTest && TEST_PACKAGES.has(specifier) ? null : `package '${specifier}'`;
  }
  const target = relative(ROOT, resolve(HERE, specifier)).split('\\').join('/');
  if (target.startsWith('renderer/layout')) return null;
  if (target === 'src/domain' || target.startsWith('src/domain/')) return null;
  if (isTest && (target === 'themes' || target.startsWith('themes/'))) return null;
  return `'${target}'`;
}

describe('renderer/layout imports', () => {
  it('has modules to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s imports only the engine and src/domain', (file) => {
    const source = readFileSync(join(HERE, file), 'utf8');
    const refused = specifiers(source).flatMap((specifier) => {
      const reason = refusal(file, specifier);
      return reason ? [reason] : [];
    });
    expect(refused).toEqual([]);
  });

  it.each(files.filter((file) => !file.endsWith('.test.ts')))('%s uses no DOM globals', (file) => {
    const code = withoutComments(readFileSync(join(HERE, file), 'utf8'));
    expect(code.match(/\b(document|window|navigator|localStorage)\s*[.[]/g) ?? []).toEqual([]);
  });

  it.each([
    ['layout.ts', 'pixi.js', "package 'pixi.js'"],
    ['layout.ts', 'react', "package 'react'"],
    ['layout.ts', '../../server/app', "'server/app'"],
    ['layout.ts', '../../src/api/client', "'src/api/client'"],
    ['layout.ts', '../../themes', "'themes'"],
    ['layout.ts', 'node:fs', "package 'node:fs'"],
    ['layout.ts', '../../src/domain', null],
    ['layout.ts', './flow', null],
    ['layout.test.ts', '../../themes', null],
    ['layout.test.ts', 'vitest', null],
  ])('the check itself: %s importing %s -> %s', (file, specifier, expected) => {
    expect(refusal(file, specifier)).toBe(expected);
  });
});
