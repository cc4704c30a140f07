/**
 * Creating a kind takes several calls: the kind, new strains, then one call per strain, tag
 * and flavor. A failure midway keeps what was done in `KindSaveProgress`, so the next try
 * continues (and corrects the kind) instead of creating it twice.
 */
import { api } from '../../api/client';
import { ApiError } from '../../api/http';
import { apiCreate, apiDelete, apiUpdate } from '../../api/mutations';
import type { Kind, KindRelationType, Strain } from '../../api/types';
import { kindTypeFlags } from '../../domain';
import { kindCreateInput } from './createForms';
import type { KindFormValues } from './createForms';

/** What has been stored so far. */
export interface KindSaveProgress {
  kindId: string | null;
  /** Ids of strains created so far, by lower-case name. */
  newStrainIds: Record<string, string>;
  /** Relations made so far: `strain:<id>`, `tag:<id>:<amount>`, `flavor:<id>`. */
  linked: string[];
}

export function emptyKindSaveProgress(): KindSaveProgress {
  return { kindId: null, newStrainIds: {}, linked: [] };
}

/** The step of a failed save, to tell the user what is missing. */
export class KindSaveError extends Error {
  readonly step: 'kind' | KindRelationType;
  readonly subject: string;
  /** The error of the call that failed. */
  readonly failure: unknown;

  constructor(step: 'kind' | KindRelationType, subject: string, failure: unknown) {
    super(`Saving the ${step} ${subject} failed.`);
    this.name = 'KindSaveError';
    this.step = step;
    this.subject = subject;
    this.failure = failure;
  }
}

const HANDLED = { handled: [400, 409] } as const;

async function createStrain(name: string): Promise<string> {
  try {
    return (await apiCreate<Strain>('/v1/strains/', { name }, { handled: [409] })).id;
  } catch (error) {
    // Someone made it meanwhile: use theirs.
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    return (await api.request<Strain>(`/v1/strains/name/${encodeURIComponent(name)}`)).id;
  }
}

interface WantedRelation {
  key: string;
  type: KindRelationType;
  relatedId: string;
  subject: string;
  amount?: number;
}

async function unlink(kindId: string, key: string): Promise<void> {
  const [type = '', relatedId = ''] = key.split(':');
  const { id } = await api.request<{ id: string }>(
    `/v1/kinds-to-${type}s/get_relation_id?${type}_id=${relatedId}&kind_id=${kindId}`,
  );
  await apiDelete(`/v1/kinds-to-${type}s/${id}`);
}

/**
 * Stores the kind of the form with its strains, tags and flavors; resolves to its id.
 *
 * @throws {KindSaveError} naming the step that failed; `progress` then holds what was done.
 */
export async function saveNewKind(
  values: KindFormValues,
  progress: KindSaveProgress,
): Promise<string> {
  const body = kindCreateInput(values);
  try {
    if (progress.kindId === null) {
      progress.kindId = (await apiCreate<Kind>('/v1/kinds/', body, HANDLED)).id;
    } else {
      // A retry: the kind exists; it takes the form's current fields.
      const { kind_type: kindType, ...fields } = body;
      const flags = kindType ? kindTypeFlags(kindType) : null;
      await apiUpdate<Kind>(`/v1/kinds/${progress.kindId}`, { ...fields, ...flags }, HANDLED);
    }
  } catch (error) {
    throw new KindSaveError('kind', body.name, error);
  }
  const kindId = progress.kindId;

  const wanted: WantedRelation[] = [];
  for (const strain of values.strains) {
    const nameKey = strain.name.trim().toLowerCase();
    let id = strain.id ?? progress.newStrainIds[nameKey];
    if (!id) {
      try {
        id = await createStrain(strain.name.trim());
      } catch (error) {
        throw new KindSaveError('strain', strain.name, error);
      }
      progress.newStrainIds[nameKey] = id;
    }
    wanted.push({ key: `strain:${id}`, type: 'strain', relatedId: id, subject: strain.name });
  }
  for (const tag of values.tags) {
    const amount = Number(tag.amount);
    const key = `tag:${tag.id}:${amount}`;
    wanted.push({ key, type: 'tag', relatedId: tag.id, subject: tag.name, amount });
  }
  for (const flavor of values.flavors) {
    wanted.push({
      key: `flavor:${flavor.id}`,
      type: 'flavor',
      relatedId: flavor.id,
      subject: flavor.name,
    });
  }

  // Relations of an earlier try that the form no longer has go first.
  for (const key of progress.linked.filter((done) => !wanted.some((w) => w.key === done))) {
    try {
      await unlink(kindId, key);
    } catch (error) {
      throw new KindSaveError(key.split(':')[0] as KindRelationType, key, error);
    }
    progress.linked = progress.linked.filter((done) => done !== key);
  }
  for (const relation of wanted) {
    if (progress.linked.includes(relation.key)) continue;
    try {
      await apiCreate(
        `/v1/kinds-to-${relation.type}s`,
        {
          kind_id: kindId,
          [`${relation.type}_id`]: relation.relatedId,
          ...(relation.amount !== undefined && { amount: relation.amount }),
        },
        HANDLED,
      );
    } catch (error) {
      throw new KindSaveError(relation.type, relation.subject, error);
    }
    progress.linked.push(relation.key);
  }
  return kindId;
}
