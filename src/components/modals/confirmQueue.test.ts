import { describe, expect, it } from 'vitest';
import {
  CONFIRM_MESSAGES,
  DEFAULT_CONFIRM,
  LEAVE_PAGE_CONFIRM,
  confirmOptions,
  createConfirmQueue,
} from './confirmQueue';

describe('confirmation texts', () => {
  it('uses the spec texts', () => {
    expect(DEFAULT_CONFIRM).toMatchObject({
      title: 'Bevestig actie',
      confirmLabel: 'doorgaan',
      cancelLabel: 'annuleren',
    });
    expect(LEAVE_PAGE_CONFIRM).toMatchObject({
      title: 'Pagina verlaten?',
      message: 'Pagina verlaten zonder wijzigingen op te slaan?',
    });
    expect(CONFIRM_MESSAGES.delete).toBe('Weet je zeker dat je deze wilt wissen?');
  });

  it('takes a message alone or options over the defaults', () => {
    expect(confirmOptions('Zeker?')).toEqual({ ...DEFAULT_CONFIRM, message: 'Zeker?' });
    expect(confirmOptions({ message: 'Wissen?', tone: 'danger' })).toEqual({
      ...DEFAULT_CONFIRM,
      message: 'Wissen?',
      tone: 'danger',
    });
  });
});

describe('confirm queue', () => {
  it('resolves with the answer and notifies listeners', async () => {
    const queue = createConfirmQueue();
    let notified = 0;
    const unsubscribe = queue.subscribe(() => {
      notified += 1;
    });
    expect(queue.current()).toBeNull();

    const answer = queue.request('Wissen?');
    expect(notified).toBe(1);
    const shown = queue.current();
    expect(shown?.options.message).toBe('Wissen?');
    expect(queue.current()).toBe(shown);

    queue.answer(true);
    await expect(answer).resolves.toBe(true);
    expect(queue.current()).toBeNull();
    expect(notified).toBe(2);
    unsubscribe();
  });

  it('asks one at a time, in order', async () => {
    const queue = createConfirmQueue();
    const first = queue.request('een');
    const second = queue.request({ message: 'twee', title: 'Titel' });
    expect(queue.current()?.options.message).toBe('een');

    queue.answer(false);
    await expect(first).resolves.toBe(false);
    expect(queue.current()?.options).toMatchObject({ message: 'twee', title: 'Titel' });

    queue.answer(true);
    await expect(second).resolves.toBe(true);
    queue.answer(true);
    expect(queue.current()).toBeNull();
  });
});
