import { describe, expect, it } from 'vitest';
import { benchFeed } from '../../../renderer/layout/bench';
import { fitNote, productsNotFitting } from './fitNotes';

describe('products that do not fit a show at once', () => {
  it('counts none for a menu the board holds', () => {
    const feed = benchFeed(20);
    expect(productsNotFitting(feed, `/pricelist/${feed.id}`)).toBe(0);
  });

  it('counts the products on later pages of a long menu, per show', () => {
    const feed = benchFeed(300);
    const landscape = productsNotFitting(feed, `/pricelist/${feed.id}`);
    const portrait = productsNotFitting(feed, `/pricelist/${feed.id}/light?mode=portrait`);
    expect(landscape).toBeGreaterThan(0);
    expect(portrait).toBeGreaterThan(0);
    // Some of the 300 fit on the first page of each.
    expect(landscape).toBeLessThan(300);
    expect(portrait).toBeLessThan(300);
  });

  it.each([
    [0, null],
    [1, '1 product past niet op het scherm'],
    [12, '12 producten passen niet op het scherm'],
  ])('%s -> %s', (count, note) => {
    expect(fitNote(count)).toBe(note);
  });
});
