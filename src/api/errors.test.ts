import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_PRICE_RELATION_MESSAGE,
  FORBIDDEN_MESSAGE,
  SAVE_ERROR_OFFLINE_TEXT,
  SAVE_ERROR_OFFLINE_TITLE,
  SAVE_ERROR_TITLE,
  errorReaction,
  errorText,
  formErrorsOf,
  saveErrorMessage,
  updateErrorText,
} from './errors';
import { ApiError } from './http';
import { useLocaleStore } from '../stores/locale';

describe('errorReaction', () => {
  it('logs out on 401 wherever it happens', () => {
    expect(errorReaction(401, '/v1/kinds')).toEqual({
      logout: true,
      alert: null,
      navigate: '/login',
    });
  });

  it('alerts and goes home on 403', () => {
    expect(errorReaction(403, '/v1/users')).toEqual({
      logout: false,
      alert: FORBIDDEN_MESSAGE,
      navigate: '/',
    });
  });

  it('alerts a duplicate price relation on a 400 of /v1/prices only', () => {
    const expected = {
      logout: false,
      alert: DUPLICATE_PRICE_RELATION_MESSAGE,
      navigate: '/products/cannabis',
    };
    expect(errorReaction(400, '/v1/prices')).toEqual(expected);
    expect(errorReaction(400, '/v1/prices/abc')).toEqual(expected);
    expect(errorReaction(400, '/v1/shops-to-prices')).toBeNull();
    expect(errorReaction(409, '/v1/prices')).toBeNull();
    expect(errorReaction(500, '/v1/kinds')).toBeNull();
  });

  it('uses the exact texts of the spec', () => {
    expect(FORBIDDEN_MESSAGE).toBe(
      'Toegang geweigerd: U heeft niet voldoende rechten om deze actie uit te voeren.',
    );
    expect(DUPLICATE_PRICE_RELATION_MESSAGE).toBe('Deze prijs combi bestaat al.');
  });
});

describe('updateErrorText', () => {
  it('leaves out the status of a 401 and names it otherwise', () => {
    expect(updateErrorText(new ApiError(401, 'Unauthorized', { detail: 'x' }))).toBe(
      'De wijziging is mislukt: Unauthorized',
    );
    expect(updateErrorText(new ApiError(400, 'Bad Request', { detail: 'x' }))).toBe(
      'De wijziging is mislukt (400): Bad Request',
    );
    expect(updateErrorText(new ApiError(500, 'Internal Server Error', undefined))).toBe(
      'De wijziging is mislukt (500): Internal Server Error',
    );
  });

  it('falls back to the detail without a status text, and to the message without an answer', () => {
    expect(updateErrorText(new ApiError(409, '', { detail: 'In use' }))).toBe(
      'De wijziging is mislukt (409): In use',
    );
    expect(updateErrorText(new TypeError('Failed to fetch'))).toBe(
      'De wijziging is mislukt: Failed to fetch',
    );
  });
});

describe('saveErrorMessage', () => {
  it('shows status and response text when the server answered', () => {
    expect(saveErrorMessage(new ApiError(409, 'Conflict', { detail: 'Name taken' }))).toEqual({
      title: SAVE_ERROR_TITLE,
      text: '409: Name taken',
    });
    expect(saveErrorMessage(new ApiError(502, 'Bad Gateway', 'upstream down'))).toEqual({
      title: 'Fout, wijzigingen niet opgeslagen. De gegevens worden opnieuw geladen…',
      text: '502: upstream down',
    });
  });

  it('says it could not connect otherwise', () => {
    expect(saveErrorMessage(new TypeError('Failed to fetch'))).toEqual({
      title: SAVE_ERROR_OFFLINE_TITLE,
      text: SAVE_ERROR_OFFLINE_TEXT,
    });
    expect(SAVE_ERROR_OFFLINE_TITLE).toBe('Fout, wijzigingen niet opgeslagen.');
    expect(SAVE_ERROR_OFFLINE_TEXT).toBe(
      'De server is niet bereikbaar, of er ging iets onbekends mis.',
    );
  });
});

describe('formErrorsOf', () => {
  it('maps validation errors to fields and keeps root errors apart', () => {
    const error = new ApiError(400, 'Bad Request', {
      detail: 'Validation failed',
      validation_errors: [
        { loc: ['body', 'name'], msg: 'must NOT have fewer than 1 characters', ctx: {} },
        { loc: ['body', 'screens', 0, 'screen_id'], msg: 'is placed twice', ctx: {} },
        { loc: ['body', 'name'], msg: 'is taken', ctx: {} },
        { loc: ['body'], msg: 'must have required property name', ctx: {} },
        { loc: ['query', 'filter', 0], msg: 'unknown filter field', ctx: {} },
      ],
    });
    expect(formErrorsOf(error)).toEqual({
      fields: {
        name: ['must NOT have fewer than 1 characters', 'is taken'],
        'screens.0.screen_id': ['is placed twice'],
      },
      root: ['must have required property name', 'unknown filter field'],
      count: 5,
    });
  });

  it('reads the bare locs of a server-driven form step', () => {
    const error = new ApiError(400, 'Bad Request', {
      validation_errors: [
        { loc: ['kind_name'], msg: 'Dit veld is verplicht.', ctx: {} },
        { loc: ['create_new_strains', 1], msg: 'Elke waarde mag maar één keer voorkomen.' },
        { loc: ['__root__'], msg: 'Kies minstens één strain.', ctx: {} },
      ],
    });
    expect(formErrorsOf(error, { locs: 'form' })).toEqual({
      fields: {
        kind_name: ['Dit veld is verplicht.'],
        'create_new_strains.1': ['Elke waarde mag maar één keer voorkomen.'],
      },
      root: ['Kies minstens één strain.'],
      count: 3,
    });
  });

  it('shows the detail of a refusal without validation errors as a root error', () => {
    expect(formErrorsOf(new ApiError(409, 'Conflict', { detail: 'Exists' }))).toEqual({
      fields: {},
      root: ['Exists'],
      count: 1,
    });
  });

  it('ignores other errors', () => {
    expect(formErrorsOf(new ApiError(500, 'Internal Server Error', {}))).toBeNull();
    expect(formErrorsOf(new Error('x'))).toBeNull();
  });
});

describe('errorText', () => {
  it('prefers the detail, then the status', () => {
    expect(errorText(new ApiError(404, 'Not Found', { detail: 'Kind not found' }))).toBe(
      'Kind not found',
    );
    expect(errorText(new ApiError(502, 'Bad Gateway', ''))).toBe('502 Bad Gateway');
    expect(errorText(new Error('offline'))).toBe('offline');
  });
});

describe('in English', () => {
  it("words the client-side messages in the current language, English as the spec's", () => {
    useLocaleStore.getState().setLocale('en');
    try {
      expect(updateErrorText(new ApiError(409, 'Conflict', {}))).toBe(
        'update resulted in error 409: Conflict',
      );
      expect(saveErrorMessage(new Error('offline'))).toEqual({
        title: 'Error, changes not saved.',
        text: 'Could not connect to server or unknown error',
      });
      expect(errorReaction(400, '/v1/prices')?.alert).toBe('Duplicate price relation');
      expect(saveErrorMessage(new ApiError(502, 'Bad Gateway', 'upstream down')).title).toBe(
        'Error, changes not saved. Trying refetch ...',
      );
      expect(errorReaction(403, '')?.alert).toBe(
        'Access denied: you do not have enough permissions for this action.',
      );
    } finally {
      useLocaleStore.getState().setLocale('nl');
    }
    expect(updateErrorText(new ApiError(409, 'Conflict', {}))).toBe(
      'De wijziging is mislukt (409): Conflict',
    );
  });
});
