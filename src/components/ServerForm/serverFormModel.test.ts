import { describe, expect, it } from 'vitest';
import type { FormFieldSchema, FormStepSchema } from '../../api/types';
import {
  canAddItem,
  choiceOptionsOf,
  createdMessageOf,
  defaultValueOf,
  errorCountText,
  fieldKindOf,
  fieldMessagesOf,
  firstTextFieldOf,
  initialValuesOf,
  isNullableChoice,
  isRequiredField,
  itemMessagesOf,
  labelTextOf,
  stepAnswerOf,
  submitLabelOf,
  summaryRowsOf,
  toggleChoice,
  withoutFieldErrors,
} from './serverFormModel';

/** Fields as `server/forms/fields.ts` describes them. */
const FIELDS: Record<string, FormFieldSchema> = {
  shop_id: {
    title: 'Winkel',
    type: 'string',
    format: 'hidden',
    const: 'shop-1',
    default: 'shop-1',
  },
  kind_name: { title: 'Naam', type: 'string', minLength: 1, maxLength: 255, pattern: '\\S' },
  kind_description_nl: { title: 'Beschrijving (NL)', type: 'string', format: 'long', default: '' },
  color: { title: 'Kleur', type: 'string', format: 'color', default: '#376E1A' },
  kind_type: {
    title: 'Type',
    type: 'string',
    enum: ['indica', 'sativa'],
    options: { indica: 'Indica', sativa: 'Sativa' },
    default: null,
  },
  main_category_id: {
    title: 'Hoofdcategorie',
    type: ['string', 'null'],
    enum: ['m1', null],
    options: { m1: 'Wiet' },
    default: null,
  },
  strain_choice: {
    title: 'Bestaande strains',
    type: 'array',
    items: { type: 'string', enum: ['s1', 's2', 's3', 's4'] },
    options: { s1: 'Haze', s2: 'Kush', s3: 'Skunk', s4: 'Diesel' },
    maxItems: 3,
    uniqueItems: true,
    default: [],
  },
  create_new_strains: {
    title: 'Nieuwe strains',
    type: 'array',
    items: { type: 'string', minLength: 1, maxLength: 255 },
    maxItems: 3,
    uniqueItems: true,
    default: [],
  },
  gebruiken: { title: 'Dit product direct gebruiken', type: 'boolean', default: true },
  summary: {
    title: 'Controleer de gegevens',
    format: 'summary',
    readOnly: true,
    uniforms: { data: { labels: ['Naam', 'Type'], columns: [['Amnesia', 'Sativa']] } },
  },
  warning: {
    title: 'Let op',
    type: 'string',
    format: 'label',
    const: 'Producten kunnen nog niet bewerkt worden.',
    default: 'Producten kunnen nog niet bewerkt worden.',
    readOnly: true,
    uniforms: { disabled: true, value: 'Producten kunnen nog niet bewerkt worden.' },
  },
};

const field = (name: string): FormFieldSchema => FIELDS[name] ?? {};

const STEP: FormStepSchema = {
  title: 'Nieuwe wiet',
  type: 'object',
  properties: FIELDS,
  required: ['shop_id', 'kind_name', 'kind_type'],
};

describe('fieldKindOf', () => {
  it('picks the control from format, type, enum and items', () => {
    expect(
      Object.fromEntries(Object.keys(FIELDS).map((name) => [name, fieldKindOf(field(name))])),
    ).toEqual({
      shop_id: 'hidden',
      kind_name: 'text',
      kind_description_nl: 'long',
      color: 'color',
      kind_type: 'choice',
      main_category_id: 'choice',
      strain_choice: 'multi_choice',
      create_new_strains: 'text_list',
      gebruiken: 'boolean',
      summary: 'summary',
      warning: 'label',
    });
  });
});

describe('values of a step', () => {
  it('starts with the defaults, the fixed value of a hidden field, and empty choices', () => {
    expect(initialValuesOf(STEP, undefined)).toEqual({
      shop_id: 'shop-1',
      kind_name: '',
      kind_description_nl: '',
      color: '#376E1A',
      kind_type: null,
      main_category_id: null,
      strain_choice: [],
      create_new_strains: [],
      gebruiken: true,
    });
    expect(defaultValueOf(field('summary'))).toBeNull();
  });

  it('keeps what was entered before, except a hidden field', () => {
    const values = initialValuesOf(STEP, {
      kind_name: 'Amnesia',
      gebruiken: false,
      shop_id: 'other',
      strain_choice: ['s2'],
    });
    expect(values).toMatchObject({
      kind_name: 'Amnesia',
      gebruiken: false,
      shop_id: 'shop-1',
      strain_choice: ['s2'],
    });
  });

  it('sends every editable field, without read-only fields or blank rows', () => {
    const answer = stepAnswerOf(STEP, {
      ...initialValuesOf(STEP, undefined),
      kind_name: ' Amnesia ',
      create_new_strains: ['Nova', '  ', ''],
    });
    expect(answer).not.toHaveProperty('summary');
    expect(answer).not.toHaveProperty('warning');
    expect(answer).toMatchObject({ kind_name: ' Amnesia ', create_new_strains: ['Nova'] });
    expect(Object.keys(answer)).toHaveLength(9);
  });

  it('finds the first field to type into', () => {
    expect(firstTextFieldOf(STEP)).toBe('kind_name');
    expect(
      firstTextFieldOf({ title: 'x', properties: { a: { type: 'boolean' } } }),
    ).toBeUndefined();
  });

  it('marks the required fields', () => {
    expect(isRequiredField(STEP, 'kind_name')).toBe(true);
    expect(isRequiredField(STEP, 'gebruiken')).toBe(false);
  });
});

describe('choices and lists', () => {
  it('labels the options with the server’s texts', () => {
    expect(choiceOptionsOf(field('kind_type'))).toEqual([
      { value: 'indica', label: 'Indica' },
      { value: 'sativa', label: 'Sativa' },
    ]);
    expect(choiceOptionsOf(field('main_category_id'))).toEqual([{ value: 'm1', label: 'Wiet' }]);
    expect(choiceOptionsOf(field('strain_choice')).map((option) => option.label)).toEqual([
      'Haze',
      'Kush',
      'Skunk',
      'Diesel',
    ]);
    expect(isNullableChoice(field('main_category_id'))).toBe(true);
    expect(isNullableChoice(field('kind_type'))).toBe(false);
  });

  it('ticks at most maxItems options, each once', () => {
    expect(toggleChoice(['s1'], 's2', true, 3)).toEqual(['s1', 's2']);
    expect(toggleChoice(['s1', 's2', 's3'], 's4', true, 3)).toEqual(['s1', 's2', 's3']);
    expect(toggleChoice(['s1'], 's1', true, 3)).toEqual(['s1']);
    expect(toggleChoice(['s1', 's2'], 's1', false, 3)).toEqual(['s2']);
  });

  it('adds rows while the list has room', () => {
    expect(canAddItem(['a', 'b'], field('create_new_strains'))).toBe(true);
    expect(canAddItem(['a', 'b', 'c'], field('create_new_strains'))).toBe(false);
    expect(canAddItem(['a', 'b', 'c', 'd'], {})).toBe(true);
  });
});

describe('read-only fields', () => {
  it('reads a summary as labelled rows and a label as its text', () => {
    expect(summaryRowsOf(field('summary'))).toEqual([
      { label: 'Naam', values: ['Amnesia'] },
      { label: 'Type', values: ['Sativa'] },
    ]);
    expect(summaryRowsOf({})).toEqual([]);
    expect(labelTextOf(field('warning'))).toBe('Producten kunnen nog niet bewerkt worden.');
  });
});

describe('errors and messages', () => {
  const errors = {
    fields: {
      kind_name: ['Dit veld is verplicht.'],
      'create_new_strains.1': ['Elke waarde mag maar één keer voorkomen.'],
    },
    root: ['Kies minstens één strain.'],
    count: 3,
  };

  it('finds the messages of a field, its items and one row', () => {
    expect(fieldMessagesOf(errors, 'kind_name')).toEqual(['Dit veld is verplicht.']);
    expect(fieldMessagesOf(errors, 'create_new_strains')).toEqual([
      'Elke waarde mag maar één keer voorkomen.',
    ]);
    expect(itemMessagesOf(errors, 'create_new_strains', 1)).toHaveLength(1);
    expect(itemMessagesOf(errors, 'create_new_strains', 0)).toEqual([]);
    expect(fieldMessagesOf(null, 'kind_name')).toEqual([]);
  });

  it('drops the messages of a changed field and counts again', () => {
    expect(withoutFieldErrors(errors, 'create_new_strains')).toEqual({
      fields: { kind_name: ['Dit veld is verplicht.'] },
      root: ['Kies minstens één strain.'],
      count: 2,
    });
    const onlyName = { fields: { kind_name: ['x'] }, root: [], count: 1 };
    expect(withoutFieldErrors(onlyName, 'kind_name')).toBeNull();
  });

  it('says how many problems there are', () => {
    expect(errorCountText(1)).toBe('1 fout in dit formulier. Graag corrigeren.');
    expect(errorCountText(3)).toBe('3 fouten in dit formulier. Graag corrigeren.');
  });

  it("flashes 'gecreëerd' with the new record's name, else 'Form afgehandeld'", () => {
    expect(createdMessageOf({ created: { kind: { name: 'Amnesia' }, strains: [] } })).toBe(
      "'Amnesia' gecreëerd",
    );
    expect(createdMessageOf({ created: {} })).toBe('Form afgehandeld');
  });

  it("reads 'Volgende' while steps follow and 'Verder' on the last", () => {
    expect(submitLabelOf(true)).toBe('Volgende');
    expect(submitLabelOf(false)).toBe('Verder');
  });
});
