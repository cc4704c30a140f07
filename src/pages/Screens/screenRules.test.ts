import { describe, expect, it } from 'vitest';
import type { Screen } from '../../api/types';
import { EMPTY_SCREEN_FORM, newScreenBody, orientationOptions, screenBody } from './screenRules';

const screen: Screen = {
  id: 's1',
  name: 'Bar',
  orientation: 'portrait',
  shop_id: 'shop-1',
  extra_config: { big_screen_enable: true, use_truncated_prices: false },
  created_at: '2024-01-01T00:00:00.000Z',
  modified_at: '2024-01-01T00:00:00.000Z',
};

describe('screens', () => {
  it('offers the three orientations', () => {
    expect(orientationOptions().map((option) => option.value)).toEqual([
      'landscape',
      'portrait',
      'mobile',
    ]);
  });

  it('sends the whole screen with a change over it', () => {
    expect(screenBody(screen, { name: 'Toog' })).toEqual({
      name: 'Toog',
      orientation: 'portrait',
      extra_config: { big_screen_enable: true, use_truncated_prices: false },
    });
    expect(screenBody(screen, { extra_config: { use_truncated_prices: true } })).toEqual({
      name: 'Bar',
      orientation: 'portrait',
      extra_config: { big_screen_enable: true, use_truncated_prices: true },
    });
  });

  it('adds a screen to the active shop only with a name', () => {
    expect(newScreenBody({ ...EMPTY_SCREEN_FORM, name: '  ' }, 'shop-1')).toBeNull();
    expect(newScreenBody({ ...EMPTY_SCREEN_FORM, name: ' Bar ' }, 'shop-1')).toEqual({
      shop_id: 'shop-1',
      name: 'Bar',
      orientation: 'landscape',
      extra_config: { big_screen_enable: false, use_truncated_prices: false },
    });
  });
});
