import { inArray, sql } from 'drizzle-orm';
import { KIND_RELATION_LIMITS, KIND_TYPES } from '../../src/domain';
import type { Executor } from '../db/client';
import { strains } from '../db/schema';
import { AppError, type ValidationIssue } from '../errors';
import { getVisibleItem, assertItemNameFree } from '../services/catalogue/catalogue-items';
import { createRelation, KIND_STRAINS } from '../services/catalogue/kind-relations';
import { presentKind } from '../services/catalogue/kind-views';
import { createKind, KIND } from '../services/catalogue/kinds';
import { createVocabulary, STRAINS } from '../services/catalogue/vocabulary';
import { authorizeShopGroup, groupIdOf, labelOf, shopGroupField, strainChoices } from './choices';
import { ROOT, type FormContext, type FormDefinition } from './engine';
import { type FormValues, type StepFields, issue } from './fields';
import {
  NO_EDIT_WARNING,
  USE_NOW_FIELD,
  booleanValue,
  displayValue,
  listValue,
  summaryField,
  textValue,
} from './values';

/** 'Nieuwe wiet': a cannabis kind with one to three strains, then a summary. */

const MAX_STRAINS = KIND_RELATION_LIMITS.strains;
const KIND_TYPE_LABELS: Record<string, string> = {
  indica: 'Indica',
  sativa: 'Sativa',
  hybrid: 'Hybrid',
  CBD: 'CBD',
};

async function detailsFields(context: FormContext): Promise<StepFields> {
  return {
    kind_name: { type: 'text', title: 'Naam', required: true, maxLength: 255 },
    kind_type: {
      type: 'choice',
      title: 'Type',
      required: true,
      choices: KIND_TYPES.map((value) => ({ value, label: KIND_TYPE_LABELS[value] ?? value })),
    },
    kind_description_nl: {
      type: 'text',
      title: 'Beschrijving (NL)',
      format: 'long',
      maxLength: 5000,
      default: '',
    },
    kind_description_en: {
      type: 'text',
      title: 'Beschrijving (EN)',
      format: 'long',
      maxLength: 5000,
      default: '',
    },
    strain_choice: {
      type: 'multi_choice',
      title: `Bestaande strains (maximaal ${MAX_STRAINS})`,
      choices: await strainChoices(context),
      maxItems: MAX_STRAINS,
    },
    create_new_strains: {
      type: 'text_list',
      title: `Nieuwe strains (maximaal ${MAX_STRAINS})`,
      description: 'Strains die nog niet bestaan; ze worden samen met de wiet aangemaakt.',
      maxItems: MAX_STRAINS,
      itemMaxLength: 255,
    },
    new_strain_from_name: {
      type: 'boolean',
      title: 'Maak ook een strain met de naam van deze wiet',
      // Only superusers add strains; for staff the default must not ask for one.
      default: context.principal.isSuperuser,
    },
    use_shop_group: await shopGroupField(context),
    gebruiken: USE_NOW_FIELD,
  };
}

/** The strains the kind will get: existing ones by id, new ones by name, at most once each. */
interface StrainPlan {
  existing: { id: string; name: string }[];
  created: string[];
}

async function planStrains(db: Executor, values: FormValues): Promise<StrainPlan> {
  const chosen = listValue(values, 'strain_choice');
  const names = [...listValue(values, 'create_new_strains')];
  if (booleanValue(values, 'new_strain_from_name')) names.push(textValue(values, 'kind_name'));
  const lowered = names.map((name) => name.toLowerCase());
  const found = lowered.length
    ? await db
        .select({ id: strains.id, name: strains.name })
        .from(strains)
        .where(inArray(sql`lower(${strains.name})`, lowered))
    : [];
  const chosenRows = chosen.length
    ? await db
        .select({ id: strains.id, name: strains.name })
        .from(strains)
        .where(inArray(strains.id, chosen))
    : [];
  const existing = new Map([...chosenRows, ...found].map((row) => [row.id, row]));
  const known = new Set([...existing.values()].map((row) => row.name.toLowerCase()));
  const created = names.filter((name, index) => {
    const key = name.toLowerCase();
    return !known.has(key) && lowered.indexOf(key) === index;
  });
  return { existing: [...existing.values()], created };
}

async function nameIssue(context: FormContext, values: FormValues): Promise<ValidationIssue[]> {
  try {
    const group = groupIdOf(values.use_shop_group ?? null);
    await assertItemNameFree(context.db, KIND, textValue(values, 'kind_name'), group);
    return [];
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      return [issue(['kind_name'], 'Deze kind bestaat al.', { error: 'unique' })];
    }
    throw error;
  }
}

async function newStrainIssues(
  context: FormContext,
  values: FormValues,
): Promise<ValidationIssue[]> {
  const names = listValue(values, 'create_new_strains');
  if (!names.length) return [];
  const clashes = await context.db
    .select({ name: strains.name })
    .from(strains)
    .where(
      inArray(
        sql`lower(${strains.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  const taken = new Set(clashes.map((row) => row.name.toLowerCase()));
  return names.flatMap((name, index) =>
    taken.has(name.toLowerCase())
      ? [
          issue(
            ['create_new_strains', index],
            `De strain '${name}' bestaat al; kies hem bij de bestaande strains.`,
            { error: 'unique' },
          ),
        ]
      : [],
  );
}

async function strainCountIssues(
  context: FormContext,
  values: FormValues,
): Promise<ValidationIssue[]> {
  const plan = await planStrains(context.db, values);
  const total = plan.existing.length + plan.created.length;
  if (total === 0) {
    return [
      issue(
        [ROOT],
        'Kies minstens één strain, maak een nieuwe strain aan of laat een strain maken van de naam.',
        { error: 'min_strains', limit: 1 },
      ),
    ];
  }
  if (total > MAX_STRAINS) {
    return [
      issue([ROOT], `Een wiet heeft maximaal ${MAX_STRAINS} strains; dit zijn er ${total}.`, {
        error: 'max_strains',
        limit: MAX_STRAINS,
        total,
      }),
    ];
  }
  return [];
}

async function checkDetails(context: FormContext, values: FormValues) {
  const fieldIssues = [
    ...(await nameIssue(context, values)),
    ...(await newStrainIssues(context, values)),
  ];
  if (fieldIssues.length) return fieldIssues;
  const countIssues = await strainCountIssues(context, values);
  if (countIssues.length) return countIssues;
  return newStrainPermissionIssues(context, values);
}

/** Strains are global words: only a superuser adds one, also through this form. */
async function newStrainPermissionIssues(
  context: FormContext,
  values: FormValues,
): Promise<ValidationIssue[]> {
  if (context.principal.isSuperuser) return [];
  const plan = await planStrains(context.db, values);
  if (!plan.created.length) return [];
  const field = listValue(values, 'create_new_strains').length
    ? 'create_new_strains'
    : 'new_strain_from_name';
  return [
    issue(
      [field],
      `Alleen een superuser maakt nieuwe strains aan; kies bestaande strains (nieuw: ${plan.created.join(', ')}).`,
      { error: 'superuser_required' },
    ),
  ];
}

async function summaryFields(context: FormContext, state: FormValues): Promise<StepFields> {
  const plan = await planStrains(context.db, state);
  const groups = (await shopGroupField(context)).choices;
  const strainNames = [...plan.existing.map((row) => row.name), ...plan.created];
  return {
    summary: summaryField([
      ['Naam', displayValue(state.kind_name ?? null)],
      ['Type', KIND_TYPE_LABELS[textValue(state, 'kind_type')] ?? '-'],
      ['Beschrijving (NL)', displayValue(state.kind_description_nl ?? null)],
      ['Beschrijving (EN)', displayValue(state.kind_description_en ?? null)],
      ['Strains', displayValue(strainNames)],
      ['Nieuwe strains', displayValue(plan.created)],
      ['Winkelgroep', labelOf(groups, state.use_shop_group ?? null) || '-'],
      ['Direct gebruiken', displayValue(state.gebruiken ?? null)],
    ]),
    warning: NO_EDIT_WARNING,
  };
}

/** `create_kind_form`: creates the kind, its new strains and its strain links together. */
export const CREATE_KIND_FORM: FormDefinition = {
  key: 'create_kind_form',
  aliases: ['create_kind_to_strains_form'],
  steps: [
    {
      title: 'Nieuwe wiet',
      fields: detailsFields,
      authorize: (context, input) => authorizeShopGroup(context, input.use_shop_group),
      check: checkDetails,
    },
    { title: 'Samenvatting', fields: summaryFields },
  ],
  async create(tx, changes, context, state) {
    const { principal } = context;
    const kind = await createKind(tx, principal, {
      name: textValue(state, 'kind_name'),
      kind_type: textValue(state, 'kind_type'),
      description_nl: textValue(state, 'kind_description_nl'),
      description_en: textValue(state, 'kind_description_en'),
      shop_group_id: groupIdOf(state.use_shop_group ?? null),
    });
    const plan = await planStrains(tx, state);
    const linked: { id: string; name: string; new: boolean }[] = [];
    for (const name of plan.created) {
      const row = await createVocabulary(tx, STRAINS, { name }, principal.userId);
      linked.push({ id: row.id, name: row.name, new: true });
    }
    linked.push(...plan.existing.map((row) => ({ ...row, new: false })));
    for (const strain of linked) {
      await createRelation(tx, changes, KIND_STRAINS, principal, {
        kind_id: kind.id,
        related_id: strain.id,
      });
    }
    const view = await presentKind(tx, await getVisibleItem(tx, KIND, principal, kind.id));
    const gebruiken = booleanValue(state, 'gebruiken');
    return { created: { kind: view, strains: linked }, kind_id: kind.id, gebruiken };
  },
};
