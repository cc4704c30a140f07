import { Type } from 'typebox';
import { MenuImportPreview, MenuImportResult } from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { ShopIdParams } from '../http/schemas';
import { applyMenuImport, previewMenuImport } from '../services/menu-import';
import { loadMenuSheet, menuSheetCsv } from '../services/menu-sheet';

/** A menu file: 2000 rows of a wide menu stay far below this. */
const MENU_FILE_LIMIT = 4 * 1024 * 1024;

/** The file as text: sent as `text/csv` (or as a JSON string). */
const MenuFileBody = Type.String({ maxLength: MENU_FILE_LIMIT });

/** A shop's menu as a spreadsheet file, and that file imported back after a preview. */
export function registerMenuSheetRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { parseAs: 'string', bodyLimit: MENU_FILE_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/shops/:shopId/menu.csv',
    {
      onRequest: app.authenticate,
      schema: {
        params: ShopIdParams,
        querystring: Type.Object({ separator: Type.Optional(Type.Enum(['semicolon', 'comma'])) }),
        response: { 200: Type.String({ description: 'text/csv, UTF-8 with BOM' }) },
      },
    },
    async (request, reply) => {
      const sheet = await loadMenuSheet(db, principalOf(request), request.params.shopId);
      const separator = request.query.separator === 'comma' ? ',' : ';';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="kaart.csv"')
        .send(menuSheetCsv(sheet, separator));
    },
  );

  app.post(
    '/shops/:shopId/menu-import/preview',
    {
      onRequest: app.authenticate,
      bodyLimit: MENU_FILE_LIMIT,
      schema: { params: ShopIdParams, body: MenuFileBody, response: { 200: MenuImportPreview } },
    },
    async (request) =>
      previewMenuImport(db, principalOf(request), request.params.shopId, request.body),
  );

  // Applies the file exactly as its preview showed it: `token` is the preview's.
  app.post(
    '/shops/:shopId/menu-import/apply',
    {
      onRequest: app.authenticate,
      bodyLimit: MENU_FILE_LIMIT,
      schema: {
        params: ShopIdParams,
        querystring: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) }),
        body: MenuFileBody,
        response: { 200: MenuImportResult },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return deps.write((tx, changes) =>
        applyMenuImport(
          tx,
          changes,
          principal,
          request.params.shopId,
          request.body,
          request.query.token,
        ),
      );
    },
  );
}
