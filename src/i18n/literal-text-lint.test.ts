/**
 * The rule that texts people read come from the message catalogue is a lint rule: each case
 * lints a component with a literal text as a file of a translated folder, with the project's own
 * ESLint configuration, and expects a report; the same component through `t` passes.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

// ESLint loads its configuration and parsers on the first file it lints: seconds on a busy
// machine. That happens here, once, and not within the first case's time.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/warm-up.ts' });
}, 60_000);

async function reported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const component = (jsx: string) =>
  `import { useT } from '../i18n';\nexport function X() {\n  const t = useT();\n  const busy = Boolean(t);\n  return ${jsx};\n}\n`;

const LITERALS: [what: string, jsx: string][] = [
  ['JSX text', '<p>Opslaan</p>'],
  ['a text in braces', "<p>{'Opslaan'}</p>"],
  ['a text in a choice', "<p>{busy ? 'Bezig…' : t('common.save')}</p>"],
  ['a title', '<button title="Sluiten" />'],
  ['an aria-label', "<button aria-label={'Sluiten'} />"],
  ['a placeholder', '<input placeholder={`Zoek een ${String(busy)}`} />'],
  ['an alt', '<img alt="Foto van de shop" />'],
  ['a label', '<Spinner label="Laden…" />'],
  ['a label in a choice', "<Spinner label={busy ? 'Laden…' : ''} />"],
];

describe('texts come from the catalogue', () => {
  it.each(LITERALS)('reports %s in src/components', async (_what, jsx) => {
    expect(await reported('src/components/X.tsx', component(jsx))).toContain(
      'no-restricted-syntax',
    );
  });

  it.each(['src/pages/Login/X.tsx', 'src/pages/ResetPassword/X.tsx', 'src/pages/Logout/X.tsx'])(
    'holds in %s',
    async (file) => {
      expect(await reported(file, component('<h1>Login</h1>'))).toContain('no-restricted-syntax');
    },
  );

  it('passes texts through t, and marks without words', async () => {
    const clean = component(
      "<p title={t('common.save')} className=\"x\">{t('common.save')} · 1–2 {busy ? '—' : ''}</p>",
    );
    expect(await reported('src/components/X.tsx', clean)).toEqual([]);
  });
});
