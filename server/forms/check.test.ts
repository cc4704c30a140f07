import { describe, expect, it } from 'vitest';
import { checkStepInput } from './check';
import type { StepFields } from './fields';

const fields: StepFields = {
  name: { type: 'text', title: 'Naam', required: true, maxLength: 10 },
  code: {
    type: 'text',
    title: 'Code',
    maxLength: 5,
    pattern: { regex: '^[0-9]*$', message: 'Alleen cijfers.' },
  },
  use: { type: 'boolean', title: 'Gebruiken', default: true },
  kind: {
    type: 'choice',
    title: 'Soort',
    choices: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
    default: 'a',
  },
  picks: {
    type: 'multi_choice',
    title: 'Keuzes',
    choices: [
      { value: 'x', label: 'X' },
      { value: 'y', label: 'Y' },
    ],
    maxItems: 2,
  },
  words: { type: 'text_list', title: 'Woorden', maxItems: 3, itemMaxLength: 6 },
  summary: { type: 'summary', title: 'Overzicht', labels: [], columns: [] },
  warning: { type: 'notice', title: 'Let op', text: 'Controleer alles.' },
};

const first = (input: Record<string, unknown>) => checkStepInput(fields, input).issues[0];

describe('checking a form step with its JSON Schema', () => {
  it('gives trimmed texts, defaults for absent fields and ignores read-only ones', () => {
    expect(
      checkStepInput(fields, { name: '  Ketama ', words: [' Haze', 'Kush'], summary: 'x' }),
    ).toEqual({
      values: {
        name: 'Ketama',
        code: '',
        use: true,
        kind: 'a',
        picks: [],
        words: ['Haze', 'Kush'],
      },
      issues: [],
    });
    // null is "not given": the default.
    expect(checkStepInput(fields, { name: 'A', kind: null, code: null }).values).toMatchObject({
      kind: 'a',
      code: '',
    });
  });

  it.each([
    [{}, ['name'], 'Dit veld is verplicht.', 'missing'],
    [{ name: '   ' }, ['name'], 'Dit veld is verplicht.', 'missing'],
    [{ name: 12 }, ['name'], 'Vul hier tekst in.', 'type'],
    [{ name: 'x'.repeat(11) }, ['name'], 'Maximaal 10 tekens.', 'max_length'],
    [{ name: 'A', code: '12a' }, ['code'], 'Alleen cijfers.', 'pattern'],
    [{ name: 'A', use: 'ja' }, ['use'], 'Kies ja of nee.', 'type'],
    [{ name: 'A', kind: 'c' }, ['kind'], 'Kies een van de opties.', 'enum'],
    [{ name: 'A', picks: 'x' }, ['picks'], 'Kies uit de lijst.', 'type'],
    [{ name: 'A', picks: ['z'] }, ['picks', 0], 'Kies een van de opties.', 'enum'],
    [
      { name: 'A', picks: ['x', 'x'] },
      ['picks', 1],
      'Elke waarde mag maar één keer voorkomen.',
      'unique',
    ],
    [{ name: 'A', picks: ['x', 'y', 'x'] }, ['picks'], 'Kies er maximaal 2.', 'max_items'],
    [
      { name: 'A', words: ['Haze', 'haze '] },
      ['words', 1],
      'Elke waarde mag maar één keer voorkomen.',
      'unique',
    ],
    [{ name: 'A', words: ['Langwoord'] }, ['words', 0], 'Maximaal 6 tekens.', 'max_length'],
    [{ name: 'A', words: [''] }, ['words', 0], 'Dit veld is verplicht.', 'missing'],
    [{ name: 'A', words: [3] }, ['words', 0], 'Vul hier tekst in.', 'type'],
    [{ name: 'A', warning: 'Anders' }, ['warning'], 'Dit veld kan niet worden gewijzigd.', 'const'],
    [
      { name: 'A', extra: 1 },
      ['extra'],
      'Dit veld hoort niet bij dit formulier.',
      'extra_forbidden',
    ],
  ])('refuses %j at %j: %s', (input, loc, msg, error) => {
    expect(first(input)).toMatchObject({ loc, msg, ctx: { error } });
  });

  it('names unknown fields first, then one issue per field in the order they are shown', () => {
    const { issues } = checkStepInput(fields, { words: ['', ''], use: 1, extra: true });
    expect(issues.map((found) => found.loc)).toEqual([['extra'], ['name'], ['use'], ['words', 0]]);
  });
});
