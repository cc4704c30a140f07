/**
 * The calls behind a kind's strains, tags and flavors: `/v1/kinds-to-{strains,tags,flavors}`.
 * Relations are found by kind and related id (`get_relation_id`), as the kind view names only
 * the related items.
 */
import { api } from '../../api/client';
import { apiCreate, apiDelete, apiUpdate } from '../../api/mutations';
import type { KindRelation, KindRelationType } from '../../api/types';

/** The page reports refusals itself (a toast, then the kind is read again). */
const HANDLED = { handled: [400, 404, 409] } as const;

function collection(type: KindRelationType): string {
  return `/v1/kinds-to-${type}s`;
}

async function relationIdOf(type: KindRelationType, kindId: string, relatedId: string) {
  const query = new URLSearchParams({ [`${type}_id`]: relatedId, kind_id: kindId });
  const { id } = await api.request<{ id: string }>(
    `${collection(type)}/get_relation_id?${query.toString()}`,
    HANDLED,
  );
  return id;
}

/** Adds the strain, tag (with its amount) or flavor `relatedId` to the kind. */
export function addRelation(
  type: KindRelationType,
  kindId: string,
  relatedId: string,
  amount?: number,
): Promise<KindRelation> {
  return apiCreate<KindRelation>(
    collection(type),
    { kind_id: kindId, [`${type}_id`]: relatedId, ...(amount !== undefined && { amount }) },
    HANDLED,
  );
}

/** Points the kind's relation with `relatedId` at another item, or (tags) sets its amount. */
export async function changeRelation(
  type: KindRelationType,
  kindId: string,
  relatedId: string,
  change: { relatedId?: string; amount?: number },
): Promise<KindRelation> {
  const id = await relationIdOf(type, kindId, relatedId);
  return apiUpdate<KindRelation>(
    `${collection(type)}/${id}`,
    {
      kind_id: kindId,
      [`${type}_id`]: change.relatedId ?? relatedId,
      ...(change.amount !== undefined && { amount: change.amount }),
    },
    HANDLED,
  );
}

/** Removes `relatedId` from the kind. */
export async function removeRelation(
  type: KindRelationType,
  kindId: string,
  relatedId: string,
): Promise<void> {
  const id = await relationIdOf(type, kindId, relatedId);
  await apiDelete(`${collection(type)}/${id}`, HANDLED);
}
