/** API keys and webhooks of a shop group ("Koppelingen"). */
import type {
  ApiKey,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '../domain/contract';
import { useItem, type ItemState } from './hooks';
import { apiCreate, apiDelete } from './mutations';

export type { ApiKey, CreatedApiKey, CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint };

export const useApiKeys = (groupId: string | null): ItemState<ApiKey[]> =>
  useItem<ApiKey[]>(groupId ? `/v1/api-keys?shop_group_id=${groupId}` : null);

export const useWebhooks = (groupId: string | null): ItemState<WebhookEndpoint[]> =>
  useItem<WebhookEndpoint[]>(groupId ? `/v1/webhooks?shop_group_id=${groupId}` : null);

export const useDeliveries = (endpointId: string | null): ItemState<WebhookDelivery[]> =>
  useItem<WebhookDelivery[]>(endpointId ? `/v1/webhooks/${endpointId}/deliveries` : null, {
    refreshInterval: 5000,
  });

export const createApiKey = (body: {
  shop_group_id: string;
  name: string;
  scopes: ApiKey['scopes'];
  shop_id: string | null;
}): Promise<CreatedApiKey> => apiCreate<CreatedApiKey>('/v1/api-keys', body);

export const revokeApiKey = (id: string): Promise<void> => apiDelete(`/v1/api-keys/${id}`);

/** The key acts with the caller's rights from now on. */
export const takeOverApiKey = (id: string): Promise<ApiKey> =>
  apiCreate<ApiKey>(`/v1/api-keys/${id}/take-over`, undefined);

export const createWebhook = (body: {
  shop_group_id: string;
  url: string;
  events: WebhookEndpoint['events'];
}): Promise<CreatedWebhookEndpoint> => apiCreate<CreatedWebhookEndpoint>('/v1/webhooks', body);

export const deleteWebhook = (id: string): Promise<void> => apiDelete(`/v1/webhooks/${id}`);

export const redeliver = (deliveryId: string): Promise<WebhookDelivery> =>
  apiCreate<WebhookDelivery>(`/v1/webhook-deliveries/${deliveryId}/redeliver`, undefined, {
    revalidate: ['/v1/webhooks'],
  });
