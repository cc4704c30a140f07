/**
 * No English in Dutch mode on the server's texts: the history names every column of the tables
 * it shows in both languages (a column without a name was shown as its English column name,
 * "board alert minutes"), and the Dutch mails speak Dutch.
 */
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { SERVER_MESSAGES, msg, render, type MessageKey } from './index';

const historyTables = Object.values(schema).filter(
  (table) => isTable(table) && `history.table.${getTableName(table)}` in SERVER_MESSAGES,
);

describe('no English in Dutch mode', () => {
  it('the history has a Dutch and an English name for every column of its tables', () => {
    expect(historyTables.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const table of historyTables) {
      for (const column of Object.values(getTableColumns(table))) {
        const key = `history.field.${column.name}`;
        if (!(key in SERVER_MESSAGES)) missing.push(`${getTableName(table)}.${column.name}`);
      }
    }
    expect(missing).toEqual([]);
    const minutes = 'history.field.board_alert_minutes' as MessageKey;
    expect(render(msg(minutes), 'nl')).toBe('minuten tot een schermmelding');
    expect(render(msg(minutes), 'en')).toBe('minutes before a screen alert');
  });

  it("the screen alert mail's footer says where to turn it off in Dutch", () => {
    const footer = render(msg('boardAlerts.body.why', { shop: 'Café De Gracht' }), 'nl');
    expect(footer).not.toMatch(/back ?office/i);
    expect(render(msg('boardAlerts.body.why', { shop: 'Café' }), 'en')).toMatch(/back office/);
  });
});
