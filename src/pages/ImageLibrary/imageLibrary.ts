/** The image library without React: sizes, dimensions and where a picture is used. */
import type { ImageUse } from '../../api/types';
import { t } from '../../i18n';
import type { Translate } from '../../i18n';

const KILOBYTES = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** `1.234,5 kB`: bytes as kilobytes (1024 bytes) in nl-NL. */
export function formatKilobytes(bytes: number): string {
  return `${KILOBYTES.format(bytes / 1024)} kB`;
}

/** `1920 x 844`. */
export function formatDimensions(width: number, height: number): string {
  return `${width} x ${height}`;
}

/** The page that manages what uses a picture. */
export function usagePath(use: ImageUse): string {
  switch (use.type) {
    case 'kind':
      return `/view/cannabis/${use.id}`;
    case 'product':
      return `/view/product/${use.id}`;
    case 'category':
      return `/view/categorys/${use.id}`;
  }
}

const SLOT_NUMBER = /^image_(\d+)$/;

/** `Zkittlez (foto 1)`: the user and which of its pictures it is. */
export function usageLabel(use: ImageUse, translate: Translate = t): string {
  const number = SLOT_NUMBER.exec(use.slot)?.[1];
  return number ? translate('imageLibrary.usage', { name: use.name, number }) : use.name;
}

/** What the search of the used-by column looks in. */
export function usagesText(uses: readonly ImageUse[]): string {
  return uses.map((use) => usageLabel(use)).join(', ');
}
