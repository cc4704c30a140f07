/**
 * "Meldingen over schermen": a shop's staff read the shop's alert setting and turn the messages
 * on (at an address of their choice) or off for themselves; the shop's admins set after how
 * many minutes a dark board is reported. The shop is checked first: another group's shop is a
 * 404 whatever the body.
 */
import {
  BoardAlertMinutesBody,
  BoardAlertSettings,
  BoardAlertSubscriptionBody,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { ShopIdParams } from '../http/schemas';
import {
  readBoardAlertSettings,
  setBoardAlertMinutes,
  subscribeToBoardAlerts,
  unsubscribeFromBoardAlerts,
} from '../services/board/board-alerts';

export function registerBoardAlertRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/shops/:shopId/board-alerts',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Read the shop's screen alert setting and the caller's subscription",
        params: ShopIdParams,
        response: { 200: BoardAlertSettings },
      },
    },
    async (request) => readBoardAlertSettings(db, principalOf(request), request.params.shopId),
  );

  app.put(
    '/shops/:shopId/board-alerts',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Set after how many minutes a dark screen of the open shop is reported',
        params: ShopIdParams,
        body: BoardAlertMinutesBody,
        response: { 200: BoardAlertSettings },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { shopId } = request.params;
      assertCanUseShop(principal, shopId);
      await deps.write((tx) => setBoardAlertMinutes(tx, principal, shopId, request.body.minutes));
      return readBoardAlertSettings(db, principal, shopId);
    },
  );

  app.put(
    '/shops/:shopId/board-alerts/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Receive mails about dark screens of the shop, at this address',
        params: ShopIdParams,
        body: BoardAlertSubscriptionBody,
        response: { 200: BoardAlertSettings },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { shopId } = request.params;
      await subscribeToBoardAlerts(db, principal, shopId, request.body.email);
      return readBoardAlertSettings(db, principal, shopId);
    },
  );

  app.delete(
    '/shops/:shopId/board-alerts/subscription',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Stop the mails about dark screens of the shop',
        params: ShopIdParams,
        response: { 200: BoardAlertSettings },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { shopId } = request.params;
      await unsubscribeFromBoardAlerts(db, principal, shopId);
      return readBoardAlertSettings(db, principal, shopId);
    },
  );
}
