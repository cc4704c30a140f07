import { describe, expect, it } from 'vitest';
import { roleBadgeClass } from './RoleBadge';

describe('roleBadgeClass', () => {
  it.each([
    ['admin', 'badge badge-red'],
    ['Admin', 'badge badge-red'],
    ['employee', 'badge badge-blue'],
    ['table_moderator', 'badge'],
  ])('gives %s the class %s', (role, expected) => {
    expect(roleBadgeClass(role)).toBe(expected);
  });
});
