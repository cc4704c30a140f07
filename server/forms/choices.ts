import { asc, eq, inArray, sql } from 'drizzle-orm';
import { assertCanUseGroup } from '../auth/tenancy';
import { mainCategories, shopGroupShops, shopGroups, strains } from '../db/schema';
import { assertShopGroupExists } from '../services/catalogue/catalogue-items';
import type { FormContext } from './engine';
import type { Choice, ChoiceField, FormValue } from './fields';

/** Choices that forms offer, loaded for the caller, and their tenancy checks. */

/** The value of the 'Global' shop group choice: items without a group. */
export const GLOBAL_GROUP = 'global';

/** Shop groups the caller may put a new item into: theirs, and Global for superusers. */
export async function shopGroupChoices(context: FormContext): Promise<Choice[]> {
  const { db, principal } = context;
  if (!principal.isSuperuser && !principal.shopGroupIds.length) return [];
  const rows = await db
    .select({ id: shopGroups.id, name: shopGroups.name })
    .from(shopGroups)
    .where(principal.isSuperuser ? undefined : inArray(shopGroups.id, principal.shopGroupIds))
    .orderBy(sql`lower(${shopGroups.name})`, asc(shopGroups.id));
  const groups = rows.map((row) => ({ value: row.id, label: row.name }));
  return principal.isSuperuser ? [{ value: GLOBAL_GROUP, label: 'Globaal' }, ...groups] : groups;
}

/** The group preselected: the caller's group holding the request's shop, else the first. */
async function defaultShopGroup(context: FormContext, choices: Choice[]): Promise<string | null> {
  if (context.shopId) {
    const holding = await context.db
      .select({ id: shopGroupShops.shopGroupId })
      .from(shopGroupShops)
      .where(eq(shopGroupShops.shopId, context.shopId));
    const match = choices.find((choice) => holding.some((row) => row.id === choice.value));
    if (match) return match.value;
  }
  return choices[0]?.value ?? null;
}

/** The `use_shop_group` field of the create forms. */
export async function shopGroupField(context: FormContext): Promise<ChoiceField> {
  const choices = await shopGroupChoices(context);
  return {
    type: 'choice',
    title: 'Winkelgroep',
    description: 'Globaal is zichtbaar voor alle winkelgroepen.',
    choices,
    required: true,
    default: await defaultShopGroup(context, choices),
  };
}

/** The group id a `use_shop_group` value stands for (null: global). */
export function groupIdOf(value: FormValue): string | null {
  return typeof value === 'string' && value !== GLOBAL_GROUP ? value : null;
}

/** 403/404 for a group the caller may not use, as the catalogue's own create routes answer. */
export async function authorizeShopGroup(context: FormContext, raw: unknown): Promise<void> {
  if (typeof raw !== 'string') return;
  if (raw === GLOBAL_GROUP) {
    assertCanUseGroup(context.principal, null);
    return;
  }
  if (!/^[0-9a-f-]{36}$/i.test(raw)) return;
  assertCanUseGroup(context.principal, raw);
  await assertShopGroupExists(context.db, raw);
}

/** Every strain, by name. */
export async function strainChoices(context: FormContext): Promise<Choice[]> {
  const rows = await context.db
    .select({ id: strains.id, name: strains.name })
    .from(strains)
    .orderBy(sql`lower(${strains.name})`, asc(strains.id));
  return rows.map((row) => ({ value: row.id, label: row.name }));
}

/** The main categories of a shop, in their order. */
export async function mainCategoryChoices(context: FormContext, shopId: string): Promise<Choice[]> {
  const rows = await context.db
    .select({ id: mainCategories.id, name: mainCategories.name })
    .from(mainCategories)
    .where(eq(mainCategories.shopId, shopId))
    .orderBy(asc(mainCategories.orderNumber), sql`lower(${mainCategories.name})`);
  return rows.map((row) => ({ value: row.id, label: row.name }));
}

/** The label of a chosen value, for summaries. */
export function labelOf(choices: Choice[], value: FormValue): string {
  return choices.find((choice) => choice.value === value)?.label ?? '';
}
