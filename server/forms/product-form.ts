import { PRODUCT_TYPES } from '../../src/domain';
import { AppError, type ValidationIssue } from '../errors';
import { assertItemNameFree } from '../services/catalogue/catalogue-items';
import { createProduct, PRODUCT, presentProduct } from '../services/catalogue/products';
import { authorizeShopGroup, groupIdOf, labelOf, shopGroupField } from './choices';
import type { FormContext, FormDefinition } from './engine';
import { type FormValues, type StepFields, issue } from './fields';
import {
  NO_EDIT_WARNING,
  USE_NOW_FIELD,
  booleanValue,
  displayValue,
  optionalText,
  summaryField,
  textValue,
} from './values';

/** 'Nieuw horeca product': a hospitality product, then a summary. */

async function detailsFields(context: FormContext): Promise<StepFields> {
  return {
    product_name: { type: 'text', title: 'Naam', required: true, maxLength: 255 },
    product_type: {
      type: 'choice',
      title: 'Product type',
      choices: PRODUCT_TYPES.map((value) => ({ value, label: value })),
    },
    product_description_nl: {
      type: 'text',
      title: 'Beschrijving (NL)',
      format: 'long',
      maxLength: 5000,
      default: '',
    },
    product_description_en: {
      type: 'text',
      title: 'Beschrijving (EN)',
      format: 'long',
      maxLength: 5000,
      default: '',
    },
    use_shop_group: await shopGroupField(context),
    gebruiken: USE_NOW_FIELD,
  };
}

async function checkDetails(context: FormContext, values: FormValues): Promise<ValidationIssue[]> {
  try {
    const group = groupIdOf(values.use_shop_group ?? null);
    await assertItemNameFree(context.db, PRODUCT, textValue(values, 'product_name'), group);
    return [];
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      return [issue(['product_name'], 'Dit product bestaat al.', { error: 'unique' })];
    }
    throw error;
  }
}

async function summaryFields(context: FormContext, state: FormValues): Promise<StepFields> {
  const groups = (await shopGroupField(context)).choices;
  return {
    summary: summaryField([
      ['Naam', displayValue(state.product_name ?? null)],
      ['Product type', displayValue(state.product_type ?? null)],
      ['Beschrijving (NL)', displayValue(state.product_description_nl ?? null)],
      ['Beschrijving (EN)', displayValue(state.product_description_en ?? null)],
      ['Winkelgroep', labelOf(groups, state.use_shop_group ?? null) || '-'],
      ['Direct gebruiken', displayValue(state.gebruiken ?? null)],
    ]),
    warning: NO_EDIT_WARNING,
  };
}

/** `create_product_form`: creates a horeca product. */
export const CREATE_PRODUCT_FORM: FormDefinition = {
  key: 'create_product_form',
  aliases: ['create_horeca_product_form'],
  steps: [
    {
      title: 'Nieuw horeca product',
      fields: detailsFields,
      authorize: (context, input) => authorizeShopGroup(context, input.use_shop_group),
      check: checkDetails,
    },
    { title: 'Samenvatting', fields: summaryFields },
  ],
  async create(tx, _changes, context, state) {
    const row = await createProduct(tx, context.principal, {
      name: textValue(state, 'product_name'),
      product_type: optionalText(state, 'product_type'),
      description_nl: textValue(state, 'product_description_nl'),
      description_en: textValue(state, 'product_description_en'),
      shop_group_id: groupIdOf(state.use_shop_group ?? null),
    });
    return {
      created: { product: presentProduct(row) },
      product_id: row.id,
      gebruiken: booleanValue(state, 'gebruiken'),
    };
  },
};
