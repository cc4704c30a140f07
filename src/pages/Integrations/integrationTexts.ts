import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '../../api/integrations';
import type { MessageKey } from '../../i18n';

type Scope = ApiKey['scopes'][number];
type HookEvent = WebhookEndpoint['events'][number];

export const SCOPES: readonly Scope[] = ['menu:read', 'prices:write', 'orders:read'];
export const EVENTS: readonly HookEvent[] = [
  'prices.changed',
  'availability.changed',
  'order.placed',
  'order.status_changed',
  'board.offline',
  'board.online',
];

export const SCOPE_TEXT: Record<Scope, MessageKey> = {
  'menu:read': 'integrations.scope.menu:read',
  'prices:write': 'integrations.scope.prices:write',
  'orders:read': 'integrations.scope.orders:read',
};

export const EVENT_TEXT: Record<HookEvent, MessageKey> = {
  'prices.changed': 'integrations.event.prices.changed',
  'availability.changed': 'integrations.event.availability.changed',
  'order.placed': 'integrations.event.order.placed',
  'order.status_changed': 'integrations.event.order.status_changed',
  'board.offline': 'integrations.event.board.offline',
  'board.online': 'integrations.event.board.online',
};

export const STATUS_TEXT: Record<WebhookDelivery['status'], MessageKey> = {
  pending: 'integrations.status.pending',
  delivered: 'integrations.status.delivered',
  failed: 'integrations.status.failed',
};

/** A moment as staff read it (nl-NL or en-GB, local time). */
export function momentText(iso: string | null, locale: string): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
}
