import { describe, expect, it } from 'vitest';
import {
  editedLists,
  editorLines,
  linesChanged,
  listOfLabel,
  sharedQuestion,
  withNewLine,
  type EditorLine,
} from './priceEditorState';
import { translate } from '../../i18n';
import type { Translate } from '../../i18n';

const nl: Translate = (key, params) => translate('nl', key, params);

describe('the price editor', () => {
  it('puts each entry in its list by the unit of its label', () => {
    expect(listOfLabel('2.5g')).toBe('cannabis');
    expect(listOfLabel('1j')).toBe('pre_rolled_joints');
    expect(listOfLabel('3st')).toBe('edible');
    expect(listOfLabel('Fles')).toBe('edible');
  });

  it('keeps the free labels of piece prices with their English texts', () => {
    const lines = editorLines([
      { label: 'Glas', label_en: 'Glass', quantity: 1, price: 4.5 },
      { label: '2st', quantity: 2, price: 6 },
    ]);
    expect(lines.map((l) => [l.label, l.labelEn])).toEqual([
      ['Glas', 'Glass'],
      ['', ''],
    ]);
    const added: EditorLine = {
      list: 'edible',
      key: 'new',
      quantity: '',
      price: '24',
      label: 'Fles',
      labelEn: '',
    };
    expect(editedLists([...lines, added]).edible).toEqual([
      { quantity: 1, price: 4.5, label: 'Glas', label_en: 'Glass' },
      { quantity: 2, price: 6 },
      { price: 24, label: 'Fles' },
    ]);
  });

  it('sends every list, the edited numbers and an emptied list as empty', () => {
    const lines = editorLines([
      { label: '1g', quantity: 1, price: 9 },
      { label: '5g', quantity: 5, price: 40 },
      { label: '1j', quantity: 1, price: 4.5 },
    ]);
    const [gram, fiveGram] = lines as [EditorLine, EditorLine];
    const edited = [{ ...gram, price: '10.5' }, fiveGram];
    expect(editedLists(edited)).toEqual({
      cannabis: [
        { quantity: 1, price: 10.5 },
        { quantity: 5, price: 40 },
      ],
      pre_rolled_joints: [],
      edible: [],
    });
  });

  it('names who else shows a combination, this shop by name, others counted', () => {
    expect(sharedQuestion(nl, ['Marokkaanse Polm', 'Afghaan'], 0)).toBe(
      'Deze prijs combi wordt ook gebruikt door: Marokkaanse Polm, Afghaan',
    );
    expect(sharedQuestion(nl, ['Afghaan'], 2)).toBe(
      'Deze prijs combi wordt ook gebruikt door: Afghaan en 2 producten in andere shops',
    );
    expect(sharedQuestion(nl, [], 1)).toBe(
      'Deze prijs combi wordt ook gebruikt door: 1 product in een andere shop',
    );
  });

  it('tells whether the lines would send other prices than the stored ones', () => {
    const stored = editorLines([
      { label: '1g', quantity: 1, price: 9 },
      { label: 'Glas', label_en: 'Glass', quantity: 1, price: 4.5 },
    ]);
    const [gram, glass] = stored as [EditorLine, EditorLine];
    expect(
      linesChanged(
        stored,
        editorLines([
          { label: '1g', quantity: 1, price: 9 },
          { label: 'Glas', label_en: 'Glass', quantity: 1, price: 4.5 },
        ]),
      ),
    ).toBe(false);
    // The same number typed another way is no change; another price, label or line is.
    expect(linesChanged(stored, [{ ...gram, price: '9.00' }, glass])).toBe(false);
    expect(linesChanged(stored, [{ ...gram, price: '9.5' }, glass])).toBe(true);
    expect(linesChanged(stored, [gram, { ...glass, labelEn: 'A glass' }])).toBe(true);
    expect(linesChanged(stored, [gram])).toBe(true);
  });

  it('adds an empty line of the list of the last, with a key of its own', () => {
    const lines = editorLines([{ label: 'Glas', quantity: 1, price: 4.5 }]);
    const once = withNewLine(lines);
    const twice = withNewLine(once.slice(0, 1));
    expect(once[1]).toMatchObject({
      list: 'edible',
      quantity: '',
      price: '',
      label: '',
      labelEn: '',
    });
    expect(new Set([...once, ...twice].map((line) => line.key)).size).toBe(3);
    expect(withNewLine([])).toEqual([]);
  });
});
