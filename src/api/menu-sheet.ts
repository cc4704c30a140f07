/** A shop's menu as a spreadsheet file: downloading it, and importing it after a preview. */
import { api } from './client';
import { apiCreate } from './mutations';
import type { MenuImportPreview, MenuImportResult } from './types';

/** Downloads the menu of a shop as `kaart.csv` (semicolons unless `comma`). */
export async function downloadMenuCsv(shopId: string, comma = false): Promise<void> {
  const text = await api.request<string>(
    `/v1/shops/${shopId}/menu.csv${comma ? '?separator=comma' : ''}`,
  );
  // Decoding the answer dropped the byte order mark that spreadsheets need to read UTF-8.
  const blob = new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], {
    type: 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'kaart.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * A chosen file as the server reads it: its bytes, as `text/csv` whatever the system called
 * it. The server finds the encoding (a Dutch Windows spreadsheet saves Windows-1252).
 */
export function menuFileBody(file: Blob): Blob {
  return new Blob([file], { type: 'text/csv' });
}

/** What importing the file would change; nothing is written. */
export function previewMenuImport(shopId: string, file: Blob): Promise<MenuImportPreview> {
  return api.request<MenuImportPreview>(`/v1/shops/${shopId}/menu-import/preview`, {
    method: 'POST',
    bytes: menuFileBody(file),
    handled: [400, 413],
  });
}

/**
 * Applies the file as `preview` showed it, with what the user chose per misspelt line (`new`
 * or the id of a suggestion; a line without a choice is left alone).
 *
 * @throws {ApiError} 409 when the menu changed since the preview.
 */
export function applyMenuImport(
  shopId: string,
  file: Blob,
  preview: MenuImportPreview,
  choices: Readonly<Record<number, string>> = {},
): Promise<MenuImportResult> {
  const chosen = Object.entries(choices)
    .map(([line, choice]) => `${line}:${choice}`)
    .join(',');
  const query = chosen ? `&choices=${encodeURIComponent(chosen)}` : '';
  return apiCreate<MenuImportResult>(
    `/v1/shops/${shopId}/menu-import/apply?token=${preview.token}${query}`,
    menuFileBody(file),
    {
      handled: [400, 409, 413],
      revalidate: ['/v1/shops-to-prices', '/v1/prices', '/v1/history', '/v1/kinds', '/v1/products'],
    },
  );
}
