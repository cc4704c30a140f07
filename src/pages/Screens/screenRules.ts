/** The rules of the screens list, without React: request bodies and the add form's check. */
import type { Screen, ScreenInput } from '../../api/types';
import { DEFAULT_SCREEN_EXTRA_CONFIG, SCREEN_ORIENTATIONS } from '../../domain';
import type { ScreenExtraConfig, ScreenOrientation } from '../../domain';
import { t } from '../../i18n';
import type { MessageKey, Translate } from '../../i18n';

const ORIENTATION_NAMES: Record<ScreenOrientation, MessageKey> = {
  landscape: 'screens.orientation.landscape',
  portrait: 'screens.orientation.portrait',
  mobile: 'screens.orientation.mobile',
};

/** The orientations a screen can have, named in the current language. */
export function orientationOptions(
  translate: Translate = t,
): { value: ScreenOrientation; label: string }[] {
  return SCREEN_ORIENTATIONS.map((orientation) => ({
    value: orientation,
    label: translate(ORIENTATION_NAMES[orientation]),
  }));
}

/** The whole screen as `PUT /v1/screens/{id}` takes it, with `changes` over it. */
export function screenBody(
  screen: Screen,
  changes: {
    name?: string;
    orientation?: ScreenOrientation;
    extra_config?: Partial<ScreenExtraConfig>;
  } = {},
): ScreenInput {
  return {
    name: changes.name ?? screen.name,
    orientation: changes.orientation ?? screen.orientation,
    extra_config: { ...screen.extra_config, ...changes.extra_config },
  };
}

/** What the add form holds. */
export interface NewScreenForm {
  name: string;
  orientation: ScreenOrientation;
  extraConfig: ScreenExtraConfig;
}

export const EMPTY_SCREEN_FORM: NewScreenForm = {
  name: '',
  orientation: 'landscape',
  extraConfig: { ...DEFAULT_SCREEN_EXTRA_CONFIG },
};

/** The body of `POST /v1/screens` for the active shop; null while the name is empty. */
export function newScreenBody(form: NewScreenForm, shopId: string): ScreenInput | null {
  const name = form.name.trim();
  if (!name) return null;
  return {
    shop_id: shopId,
    name,
    orientation: form.orientation,
    extra_config: { ...form.extraConfig },
  };
}
