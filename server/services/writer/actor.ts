import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting in the current request or background job, so the one writer can record it in
 * the history without every route passing it along. A request starts with nobody
 * (`app.ts`); `app.authenticate` names the user.
 */
export interface Actor {
  userId: string | null;
  /** The API key acting instead of a person (the history names the key). */
  apiKey?: { id: string; name: string };
  /** Acting for a request (a person, a key or a guest), not for background work. */
  request?: true;
}

const storage = new AsyncLocalStorage<Actor>();

/** Runs `work` (and everything it starts) as `actor`. */
export function runAsActor<T>(actor: Actor, work: () => T): T {
  return storage.run(actor, work);
}

/** Names the user of the current request once it is known. */
export function actAs(userId: string): void {
  const actor = storage.getStore();
  if (actor) actor.userId = userId;
}

/** Names the API key of the current request (`auth/api-keys.ts`). */
export function actAsKey(key: { id: string; name: string }): void {
  const actor = storage.getStore();
  if (actor) {
    actor.userId = null;
    actor.apiKey = key;
  }
}

export function currentActor(): Actor {
  return storage.getStore() ?? { userId: null };
}
