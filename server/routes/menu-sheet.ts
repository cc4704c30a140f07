import { Type } from 'typebox';
import { MenuImportPreview, MenuImportResult } from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { AppError } from '../errors';
import { ShopIdParams } from '../http/schemas';
import { type Locale, msg, plainText, render, requestLocale } from '../i18n';
import {
  applyMenuImport,
  previewMenuImport,
  readMenuFile,
} from '../services/menu-import/menu-import';
import { loadMenuSheet, menuSheetCsv } from '../services/menu-import/menu-sheet';

/** A menu file: 2000 rows of a wide menu stay far below this. */
const MENU_FILE_LIMIT = 4 * 1024 * 1024;

/**
 * The file as its bytes, sent as `text/csv` (or `application/octet-stream`) in whatever encoding
 * the spreadsheet program saved it; a JSON string is taken as UTF-8.
 */
const MenuFileBody = Type.Unsafe<Buffer | string>({
  description: 'the menu file: UTF-8 (with or without BOM), UTF-16 with BOM or Windows-1252',
  contentMediaType: 'text/csv',
});

/**
 * What misspelt lines become: `line:new` or `line:<id of a suggestion>`, comma separated; a
 * line without a choice is left alone. At most one per line a file may make a product of.
 */
const ChoicesQuery = Type.Optional(
  Type.String({
    maxLength: 12_000,
    description: 'per misspelt line, "new" or a suggestion\'s id: `12:new,15:<id>`',
  }),
);

/** The file's bytes; a JSON body that is no string (`{}`) is no file (400). */
function bytesOf(body: unknown): Uint8Array {
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (Buffer.isBuffer(body)) return body;
  throw new AppError('FILE_UNREADABLE');
}

/** The preview's line errors and notes in the request's language. */
function previewIn(preview: MenuImportPreview, locale: Locale | null): MenuImportPreview {
  if (locale !== 'en') return preview;
  const coded = preview.changes.map((change) => {
    const moved = change.register_code_change;
    if (!moved) return change;
    const params = { name: moved.product_name, now: moved.now, was: moved.was };
    return {
      ...change,
      register_code_change: { ...moved, text: render(msg('history.registerCode', params), locale) },
    };
  });
  const noted = <T extends { note: string }>(rows: T[]) =>
    rows.map((row) => ({ ...row, note: plainText(row.note, locale) }));
  return {
    ...preview,
    changes: coded,
    new_products: noted(preview.new_products),
    unknown_products: noted(preview.unknown_products),
    choices: preview.choices.map((choice) => ({
      ...choice,
      new_problem: choice.new_problem && plainText(choice.new_problem, locale),
    })),
    errors: preview.errors.map((e) => ({ ...e, message: plainText(e.message, locale) })),
  };
}

/** A shop's menu as a spreadsheet file, and that file imported back after a preview. */
export function registerMenuSheetRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  // The bytes as they came: the import finds their encoding itself.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MENU_FILE_LIMIT },
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
      schema: {
        params: ShopIdParams,
        querystring: Type.Object({ choices: ChoicesQuery }),
        body: MenuFileBody,
        response: { 200: MenuImportPreview },
      },
    },
    async (request) =>
      previewIn(
        await previewMenuImport(
          db,
          principalOf(request),
          request.params.shopId,
          bytesOf(request.body),
          request.query.choices,
        ),
        requestLocale(request.headers['accept-language']),
      ),
  );

  // Applies the file exactly as its preview showed it: `token` is the preview's.
  app.post(
    '/shops/:shopId/menu-import/apply',
    {
      onRequest: app.authenticate,
      bodyLimit: MENU_FILE_LIMIT,
      schema: {
        params: ShopIdParams,
        querystring: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 128 }),
          choices: ChoicesQuery,
        }),
        body: MenuFileBody,
        response: { 200: MenuImportResult },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const locale = requestLocale(request.headers['accept-language']);
      // Read before the write: the transaction never waits on a file being parsed.
      const bytes = bytesOf(request.body);
      const read = await readMenuFile(bytes);
      const result = await deps.write((tx, changes) =>
        applyMenuImport(
          tx,
          changes,
          principal,
          request.params.shopId,
          { bytes, read },
          request.query.token,
          request.query.choices,
        ),
      );
      return { ...result, preview: previewIn(result.preview, locale) };
    },
  );
}
