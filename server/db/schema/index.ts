export {
  passwordResetTokens,
  roles,
  shopGroupShops,
  shopGroups,
  userRoles,
  userShopGroups,
  users,
} from './accounts';
export {
  categories,
  categoryScreens,
  flavors,
  kinds,
  kindsToFlavors,
  kindsToStrains,
  kindsToTags,
  mainCategories,
  products,
  strains,
  tags,
} from './catalogue';
export { orderLines, orders } from './orders';
export { prices, shopsToPrices } from './pricing';
export type { ActionLabel } from './pricing';
export { screens, shopTables, shops } from './shops';
export { appSettings, auditLog, contentJobs } from './workflow';
export type { ContentState } from './workflow';
export { images } from './images';
export { historyChanges, historyRows } from './history';
export {
  boardAlertSubscriptions,
  boardAlerts,
  boardDevices,
  boardPairings,
  boardReports,
} from './boards';
export { scheduledChanges } from './schedule';
export { apiKeys, webhookDeliveries, webhookEndpoints } from './integrations';
export { happyHours } from './happy-hours';
