/** Whether a row may be deleted, from the answer of `GET /v1/{type}s/is-deletable/{id}`. */
import type { Deletability } from '../../api/types';
import { t, translate } from '../../i18n';

/** Shown when the deletability could not be asked. */
export const DELETABILITY_UNKNOWN = translate('nl', 'components.deletability.unknown');

/** Said, not asked: what the delete action of a row shows. */
export interface DeleteAvailability {
  /** Still asking the server. */
  busy: boolean;
  /** Why not (the item's tooltip); null when it may be deleted. */
  reason: string | null;
}

/**
 * The delete action's state: busy while the answer is out; refused with `inUseText` (e.g.
 * 'Category is in use.') or else the server's reason when the item is not deletable; refused
 * when the question failed, so nothing is deleted unchecked.
 */
export function deleteAvailability(
  answer: Deletability | undefined,
  failed: boolean,
  inUseText?: string,
): DeleteAvailability {
  if (failed) return { busy: false, reason: t('components.deletability.unknown') };
  if (!answer) return { busy: true, reason: null };
  if (answer.is_deletable) return { busy: false, reason: null };
  return { busy: false, reason: inUseText ?? answer.reason ?? t('components.deletability.inUse') };
}
