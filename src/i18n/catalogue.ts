import type { MessageEntry } from './define';
import { adminMessages } from './messages/admin';
import { boardLanguageMessages } from './messages/boardLanguage';
import { clockMessages } from './messages/clock';
import { commonMessages } from './messages/common';
import { customerOrderMessages } from './messages/customerOrder';
import { ordersMessages } from './messages/orders';
import { tablesMessages } from './messages/tables';
import { categoryPicturesMessages } from './messages/categoryPictures';
import { createItemMessages } from './messages/createItem';
import { historyMessages } from './messages/history';
import { integrationsMessages } from './messages/integrations';
import { imageLibraryMessages } from './messages/imageLibrary';
import { kindsMessages } from './messages/kinds';
import { menuImportMessages } from './messages/menuImport';
import { previewMessages } from './messages/preview';
import { screensMessages } from './messages/screens';
import { showsMessages } from './messages/shows';
import { startMessages } from './messages/start';
import { screenHealthMessages } from './messages/screenHealth';
import { fleetMessages } from './messages/fleet';
import { authMessages } from './messages/auth';
import { componentMessages } from './messages/components';
import { shellMessages } from './messages/shell';
import { domainMessages } from './messages/domain';
import { productsMessages } from './messages/products';
import { productDetailMessages } from './messages/productDetail';
import { priceFormMessages } from './messages/priceForm';
import { categoriesMessages } from './messages/categories';
import { priceLinkFormMessages } from './messages/priceLinkForm';
import { pricesMessages } from './messages/prices';
import { quickEditorMessages } from './messages/quickEditor';
import { strainsTagsMessages } from './messages/strainsTags';
import { manageHorecaMessages } from './messages/manageHoreca';
import { scheduleMessages } from './messages/schedule';
import { importChangesMessages } from './messages/importChanges';
import { shopSettingsMessages } from './messages/shopSettings';

/**
 * Every staff- and customer-facing text of the browser app, Dutch and English. Each part of the
 * interface keeps its texts in its own module under `messages/`; they are joined here, and a key
 * used twice fails `messages.test.ts`.
 */
export const MESSAGE_MODULES = {
  admin: adminMessages,
  common: commonMessages,
  customerOrder: customerOrderMessages,
  orders: ordersMessages,
  tables: tablesMessages,
  categoryPictures: categoryPicturesMessages,
  createItem: createItemMessages,
  history: historyMessages,
  integrations: integrationsMessages,
  imageLibrary: imageLibraryMessages,
  kinds: kindsMessages,
  menuImport: menuImportMessages,
  preview: previewMessages,
  screens: screensMessages,
  shows: showsMessages,
  start: startMessages,
  boardLanguage: boardLanguageMessages,
  clock: clockMessages,
  screenHealth: screenHealthMessages,
  fleet: fleetMessages,
  components: componentMessages,
  auth: authMessages,
  shell: shellMessages,
  products: productsMessages,
  productDetail: productDetailMessages,
  priceForm: priceFormMessages,
  categories: categoriesMessages,
  priceLinkForm: priceLinkFormMessages,
  prices: pricesMessages,
  quickEditor: quickEditorMessages,
  strainsTags: strainsTagsMessages,
  manageHoreca: manageHorecaMessages,
  domain: domainMessages,
  schedule: scheduleMessages,
  importChanges: importChangesMessages,
  shopSettings: shopSettingsMessages,
} as const;

type Modules = typeof MESSAGE_MODULES;
type Union<T> = T extends unknown ? T : never;
type AllEntries = Union<Modules[keyof Modules]>;

/** A key of the catalogue, e.g. `'common.save'`. */
export type MessageKey = AllEntries extends infer E ? (E extends object ? keyof E : never) : never;

export const messages: Record<MessageKey, MessageEntry> = Object.assign(
  {},
  ...Object.values(MESSAGE_MODULES),
) as Record<MessageKey, MessageEntry>;
