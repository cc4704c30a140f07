/**
 * The layering rules of ARCHITECTURE.md are lint rules: each case lints a deliberate violation
 * as if it were a file of that folder, with the project's own ESLint configuration, and expects
 * the rule to report it (and a clean file to pass). Dropping a rule fails this test.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

// ESLint loads its configuration and parsers on the first file it lints: seconds on a busy
// machine. That happens here, once, and not within the first case's time.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/warm-up.ts' });
}, 60_000);

/** The rule ids ESLint reports for `code` as the file `filePath`. */
async function reported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const CASES: [folder: string, file: string, code: string, rule: string][] = [
  [
    'src/board',
    'src/board/x.ts',
    "import { translate } from '../i18n/translate';\nexport const a = translate;\n",
    'no-restricted-imports',
  ],
  [
    'src/domain',
    'src/domain/x.ts',
    "import { api } from '../api/client';\nexport const a = api;\n",
    'no-restricted-imports',
  ],
  [
    'src/domain',
    'src/domain/x.ts',
    "import { create } from 'zustand';\nexport const a = create;\n",
    'no-restricted-imports',
  ],
  [
    'src/domain',
    'src/domain/x.ts',
    'export const now = () => Date.now();\n',
    'no-restricted-syntax',
  ],
  [
    'src/domain',
    'src/domain/x.ts',
    'export const r = () => Math.random();\n',
    'no-restricted-syntax',
  ],
  [
    'src/domain',
    'src/domain/x.ts',
    'export const t = () => setTimeout(() => undefined, 1);\n',
    'no-restricted-globals',
  ],
  [
    'renderer/layout',
    'renderer/layout/x.ts',
    'export const d = () => new Date();\n',
    'no-restricted-syntax',
  ],
  [
    'renderer/layout',
    'renderer/layout/x.ts',
    "export const f = () => fetch('/v1');\n",
    'no-restricted-globals',
  ],
  [
    'renderer/layout',
    'renderer/layout/x.ts',
    "import { Text } from 'pixi.js';\nexport const a = Text;\n",
    'no-restricted-imports',
  ],
  [
    'src/pages',
    'src/pages/X/x.ts',
    "import { create } from 'zustand';\nexport const a = create;\n",
    'no-restricted-imports',
  ],
  [
    'src/components',
    'src/components/x.ts',
    "import useSWR from 'swr';\nexport const a = useSWR;\n",
    'no-restricted-imports',
  ],
  [
    'src/stores',
    'src/stores/x.ts',
    "import { api } from '../api/client';\nexport const a = api;\n",
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'server/routes',
    'server/x.ts',
    "import { Board } from '../renderer/scene';\nexport const a = Board;\n",
    'no-restricted-imports',
  ],
  [
    'server/routes',
    'server/routes/x.ts',
    "import { eq } from 'drizzle-orm';\nexport const a = eq;\n",
    'no-restricted-imports',
  ],
  [
    'server/routes',
    'server/routes/x.ts',
    "import { shops } from '../db/schema';\nexport const a = shops;\n",
    'no-restricted-imports',
  ],
  [
    'server/routes',
    'server/routes/x.ts',
    "import { Board } from '../../renderer/scene';\nexport const a = Board;\n",
    'no-restricted-imports',
  ],
  [
    'src/api',
    'src/api/x.ts',
    "import { Page } from '../components/Page';\nexport const a = Page;\n",
    'no-restricted-imports',
  ],
  [
    'src/i18n',
    'src/i18n/x.ts',
    "import { api } from '../api/client';\nexport const a = api;\n",
    'no-restricted-imports',
  ],
  [
    'src/hooks',
    'src/hooks/x.ts',
    "import { Page } from '../components/Page';\nexport const a = Page;\n",
    'no-restricted-imports',
  ],
  [
    'src/stores',
    'src/stores/x.ts',
    "import { t } from '../i18n';\nexport const a = t;\n",
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'renderer/scene',
    'renderer/scene/x.ts',
    "import { api } from '../../src/api/client';\nexport const a = api;\n",
    'no-restricted-imports',
  ],
  [
    'themes',
    'themes/x.ts',
    "import { Text } from 'pixi.js';\nexport const a = Text;\n",
    'no-restricted-imports',
  ],
  [
    'src/pages',
    'src/pages/X/x.ts',
    "import { Board } from '../../board/Board';\nexport const a = Board;\n",
    'no-restricted-imports',
  ],
  [
    'src/components',
    'src/components/x.ts',
    "import { drawRows } from '../../renderer/scene/row-views';\nexport const a = drawRows;\n",
    'no-restricted-imports',
  ],
  [
    'src/board',
    'src/board/x.ts',
    "import { useSession } from '../stores/session';\nexport const a = useSession;\n",
    'no-restricted-imports',
  ],
];

describe('layering in lint', () => {
  it.each(CASES)('%s: reports the violation in %s', async (_folder, file, code, rule) => {
    expect(await reported(file, code)).toContain(rule);
  });

  it('lets each folder use what it may', async () => {
    expect(
      await reported(
        'src/domain/x.ts',
        "import { Type } from 'typebox';\nexport const a = Type;\n",
      ),
    ).toEqual([]);
    expect(
      await reported(
        'src/stores/x.ts',
        "import type { User } from '../api/types';\nexport type A = User;\n",
      ),
    ).toEqual([]);
    expect(
      await reported('src/api/x.ts', "import useSWR from 'swr';\nexport const a = useSWR;\n"),
    ).toEqual([]);
    expect(await reported('renderer/scene/x.ts', 'export const now = () => Date.now();\n')).toEqual(
      [],
    );
    expect(
      await reported(
        'renderer/scene/x.ts',
        "import { layout } from '../layout';\nimport { THEMES } from '../../themes';\nexport const a = [layout, THEMES];\n",
      ),
    ).toEqual([]);
    expect(
      await reported(
        'src/hooks/x.ts',
        "import { api } from '../api/client';\nexport const a = api;\n",
      ),
    ).toEqual([]);
    expect(
      await reported(
        'src/i18n/x.ts',
        "import { useLocaleStore } from '../stores/locale';\nexport const a = useLocaleStore;\n",
      ),
    ).toEqual([]);
    expect(
      await reported(
        'server/services/x.ts',
        "import { eq } from 'drizzle-orm';\nexport const a = eq;\n",
      ),
    ).toEqual([]);
  });
});
