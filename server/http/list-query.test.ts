import { describe, expect, it } from 'vitest';
import { contentRange } from './list-query';
import { matchesIfNoneMatch, strongEtag } from './etag';
import { toValidationIssues } from './error-handler';

describe('contentRange', () => {
  it.each([
    [0, 25, 130, 'users 0-24/130'],
    [125, 5, 130, 'users 125-129/130'],
    [0, 3, 3, 'users 0-2/3'],
    [200, 0, 130, 'users */130'],
    [0, 0, 0, 'users */0'],
  ])('skip %i, %i rows of %i -> %s', (skip, returned, total, header) => {
    expect(contentRange('users', skip, returned, total)).toBe(header);
  });
});

describe('ETags', () => {
  const etag = strongEtag('{"a":1}');

  it('is strong, quoted and depends on every byte', () => {
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(strongEtag('{"a":2}')).not.toBe(etag);
    expect(strongEtag(Buffer.from('{"a":1}'))).toBe(etag);
  });

  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"x", ${etag}`, true],
    ['*', true],
    ['"x"', false],
    [undefined, false],
    ['', false],
  ])('If-None-Match %s -> %s', (header, matches) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(matches);
  });
});

describe('toValidationIssues', () => {
  it('names the place of each problem as the forms expect', () => {
    const issues = toValidationIssues(
      [
        {
          instancePath: '/cannabis/0/price',
          keyword: 'minimum',
          params: { limit: 0 },
          message: 'must be >= 0',
        },
        {
          instancePath: '',
          keyword: 'required',
          params: { missingProperty: 'name' },
          message: "must have required property 'name'",
        },
      ],
      'body',
    );
    expect(issues).toEqual([
      { loc: ['body', 'cannabis', 0, 'price'], msg: 'must be >= 0', ctx: { limit: 0 } },
      {
        loc: ['body', 'name'],
        msg: "must have required property 'name'",
        ctx: { missingProperty: 'name' },
      },
    ]);
    expect(toValidationIssues([{ instancePath: '/id', params: {} }], 'params')[0]?.loc).toEqual([
      'path',
      'id',
    ]);
  });
});
