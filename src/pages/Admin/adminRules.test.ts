import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n';
import { ApiError } from '../../api/http';
import type { User } from '../../api/types';
import {
  EMPTY_USER_FORM,
  formatShopIds,
  newUserBody,
  newUserProblems,
  parseShopIds,
  resetLink,
  shopGroupBody,
  shopGroupErrorText,
  toggleId,
  unknownShopIds,
  userAssignmentBody,
} from './adminRules';

const user: User = {
  id: 'u1',
  username: 'maastricht.staff',
  email: 'maastricht.staff@example.com',
  first_name: 'Maas',
  last_name: 'Tricht',
  is_active: true,
  is_superuser: false,
  language: 'nl',
  created_at: '',
  roles: [{ id: 'r-employee', name: 'employee' }],
  shop_groups: [{ id: 'g1', name: 'Maastricht', shops: [] }],
};

describe('shop ids', () => {
  it('reads ids typed comma separated, each once', () => {
    expect(parseShopIds('a, b,c ,, a')).toEqual(['a', 'b', 'c']);
    expect(parseShopIds(' a\nb ; c ')).toEqual(['a', 'b', 'c']);
    expect(parseShopIds('  ')).toEqual([]);
    expect(formatShopIds(['a', 'b'])).toBe('a, b');
  });

  it('ticks and unticks a choice', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('names ids that are no known shop', () => {
    expect(unknownShopIds(['a', 'x'], new Set(['a']))).toEqual(['x']);
  });
});

describe('failures and bodies', () => {
  it("shows the server's message or 'An error occurred'", () => {
    const refused = new ApiError(409, 'Conflict', {
      detail: 'A shop group with this name already exists.',
    });
    expect(shopGroupErrorText(refused)).toBe('A shop group with this name already exists.');
    expect(shopGroupErrorText(new ApiError(500, 'Internal Server Error', ''))).toBe(
      'Er is een fout opgetreden',
    );
    expect(
      shopGroupErrorText(new TypeError('Failed to fetch'), (key) => translate('en', key)),
    ).toBe('An error occurred');
  });

  it('keeps the shops of a renamed group', () => {
    const group = {
      id: 'g1',
      name: 'A',
      shops: [
        {
          id: 's1',
          name: 'S',
          is_using_multiscreen: false,
          shop_type: 'cannabis' as const,
          active: true,
        },
      ],
    };
    expect(shopGroupBody(group, ' B ')).toEqual({ name: 'B', shop_ids: ['s1'] });
  });

  it('sends the full user with the chosen role and shop group ids', () => {
    expect(userAssignmentBody(user, ['r-admin'], ['g1', 'g2'])).toEqual({
      username: 'maastricht.staff',
      email: 'maastricht.staff@example.com',
      first_name: 'Maas',
      last_name: 'Tricht',
      is_active: true,
      is_superuser: false,
      roles: ['r-admin'],
      shop_groups: ['g1', 'g2'],
    });
  });

  it('checks and builds a new user', () => {
    expect(Object.keys(newUserProblems(EMPTY_USER_FORM)).sort()).toEqual([
      'email',
      'password',
      'username',
    ]);
    const form = {
      ...EMPTY_USER_FORM,
      username: ' new.user ',
      email: 'new@example.com',
      password: 'long enough',
      roleIds: ['r1'],
    };
    expect(newUserProblems(form)).toEqual({});
    expect(newUserProblems({ ...form, password: 'zeven77' })).toEqual({
      password: 'Minstens 8 tekens.',
    });
    expect(
      newUserProblems({ ...form, password: 'zeven77' }, (key, params) =>
        translate('en', key, params),
      ),
    ).toEqual({ password: 'At least 8 characters.' });
    expect(newUserBody(form)).toMatchObject({
      username: 'new.user',
      email: 'new@example.com',
      password: 'long enough',
      is_active: true,
      is_superuser: false,
      roles: ['r1'],
      shop_groups: [],
    });
  });

  it('builds the reset link', () => {
    expect(resetLink('https://x.test', 'a b')).toBe('https://x.test/reset-password?token=a%20b');
  });
});
