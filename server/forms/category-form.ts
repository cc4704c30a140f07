import { CATEGORY_ICONS, CATEGORY_ICON_NAMES } from '../../src/domain';
import { AppError, type ValidationIssue } from '../errors';
import { shopOfCategory } from '../services/writer/board-impact';
import {
  createCategory,
  findCategoryByName,
  getCategoryView,
} from '../services/catalogue/categories';
import { mainCategoryChoices } from './choices';
import type { FormContext, FormDefinition } from './engine';
import { type FormValues, type StepFields, issue } from './fields';
import { booleanValue, optionalText, textValue } from './values';

/** 'Nieuwe categorie': a category of the request's shop, in one step. */

function shopOf(context: FormContext): string {
  if (!context.shopId) throw new AppError('BAD_REQUEST', 'This form needs a shop_id.');
  return context.shopId;
}

async function categoryFields(context: FormContext): Promise<StepFields> {
  const shopId = shopOf(context);
  return {
    shop_id: {
      type: 'text',
      title: 'Winkel',
      format: 'hidden',
      required: true,
      maxLength: 36,
      const: shopId,
      default: shopId,
    },
    category_name: { type: 'text', title: 'Naam', required: true, maxLength: 255 },
    name_en: { type: 'text', title: 'Naam (EN)', maxLength: 255, default: '' },
    main_category_id: {
      type: 'choice',
      title: 'Hoofdcategorie',
      choices: await mainCategoryChoices(context, shopId),
    },
    color: {
      type: 'text',
      title: 'Kleur',
      format: 'color',
      maxLength: 7,
      default: '#376E1A',
      pattern: { regex: '^#[0-9a-fA-F]{6}$', message: 'Gebruik een kleur als #376E1A.' },
    },
    icon: {
      type: 'choice',
      title: 'Icoon',
      // Named in Dutch like every label of the form; English requests get the English names.
      choices: CATEGORY_ICONS.map((value) => ({
        value,
        label: CATEGORY_ICON_NAMES[value].nl,
      })),
    },
    is_cannabis: { type: 'boolean', title: 'Cannabis', default: false },
  };
}

async function checkCategory(context: FormContext, values: FormValues): Promise<ValidationIssue[]> {
  const name = textValue(values, 'category_name');
  try {
    await findCategoryByName(context.db, name, undefined, shopOf(context));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return [];
    throw error;
  }
  return [
    issue(['category_name'], 'Deze categorie bestaat al in deze winkel.', { error: 'unique' }),
  ];
}

/** `create_categorie_form` (also `create_category_form`): creates a category of the shop. */
export const CREATE_CATEGORY_FORM: FormDefinition = {
  key: 'create_categorie_form',
  aliases: ['create_category_form'],
  needsShop: true,
  steps: [{ title: 'Nieuwe categorie', fields: categoryFields, check: checkCategory }],
  async create(tx, changes, context, state) {
    const shopId = shopOf(context);
    const id = await createCategory(
      tx,
      {
        shop_id: shopId,
        name: textValue(state, 'category_name'),
        name_en: textValue(state, 'name_en'),
        main_category_id: optionalText(state, 'main_category_id'),
        color: textValue(state, 'color'),
        icon: optionalText(state, 'icon') ?? '',
        is_cannabis: booleanValue(state, 'is_cannabis'),
      },
      context.principal,
    );
    changes.touchShops(await shopOfCategory(tx, id));
    return { created: { category: await getCategoryView(tx, id) }, category_id: id };
  },
};
