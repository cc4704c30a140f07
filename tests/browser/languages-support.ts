/** Helpers of the language tests: the header's switch and the raw-key check. */
import type { Page } from 'puppeteer-core';
import { messages } from '../../src/i18n/catalogue';

const KEYS = Object.keys(messages);

/** Chooses a language with the header's NL | EN switch and waits until the page shows it. */
export async function chooseLanguage(page: Page, language: 'nl' | 'en'): Promise<void> {
  await page.click(`[data-testid="language-${language}"]`);
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    { timeout: 10_000 },
    language,
  );
}

/**
 * Chooses a language as a logged-in user and waits until the server has stored it for them
 * (`PUT /v1/users/me/language` answered), so that the next page loads in it. A wait for a quiet
 * network does not do: a browser's own icon request of an earlier page can stay open in
 * puppeteer's count after a navigation.
 */
export async function chooseUserLanguage(page: Page, language: 'nl' | 'en'): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/v1/users/me/language'),
  );
  await chooseLanguage(page, language);
  const response = await saved;
  if (!response.ok()) throw new Error(`The language was not stored: ${response.status()}`);
}

/** The catalogue keys that the page shows as text (a text missing from the catalogue). */
export async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[title], [aria-label], [placeholder]')]
      .flatMap((element) =>
        ['title', 'aria-label', 'placeholder'].map((a) => element.getAttribute(a)),
      )
      .filter(Boolean)
      .join('\n');
    return `${document.body.innerText}\n${attributes}`;
  });
  return KEYS.filter((key) => text.includes(key));
}
