import { type Locale, formText, msg, render } from '../i18n';
import type { FormOutcome } from './engine';

/**
 * A choice field's option names (`{value: name}`): the catalogue's words (the category icons'
 * names) in `locale`; names people typed are not in the catalogue and stay as they are.
 */
function localizeOptions(options: Record<string, unknown>, locale: Locale | null) {
  return Object.fromEntries(
    Object.entries(options).map(([key, name]) => [
      key,
      typeof name === 'string' ? formText(name, locale) : name,
    ]),
  );
}

/** Every `title`, `description` and `label` of a step's schema in `locale`, and option names. */
function localizeSchema(value: unknown, locale: Locale | null): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeSchema(item, locale));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && (key === 'title' || key === 'description' || key === 'label')
        ? formText(item, locale)
        : key === 'options' && typeof item === 'object' && item !== null
          ? localizeOptions(item as Record<string, unknown>, locale)
          : localizeSchema(item, locale),
    ]),
  );
}

/**
 * A form's answer in the request's language: the forms keep their Dutch texts verbatim, and an
 * English request gets the catalogue's English for labels, help texts and messages. Names
 * people typed (shops, categories) stay as they are.
 */
export function localizeFormOutcome(outcome: FormOutcome, locale: Locale | null): FormOutcome {
  if (locale !== 'en') return outcome;
  if (outcome.status === 510) {
    const { body } = outcome;
    const title = formText(String(body.form.title ?? ''), locale);
    return {
      status: 510,
      body: {
        ...body,
        detail: render(
          msg('forms.stepOf', { step: body.step + 1, total: body.total_steps, title }),
          locale,
        ),
        form: localizeSchema(body.form, locale) as typeof body.form,
      },
    };
  }
  if (outcome.status === 400) {
    const { body } = outcome;
    const issues = body.validation_errors.map((issue) => ({
      ...issue,
      msg: formText(issue.msg, locale),
    }));
    const count = issues.length;
    const values = { count, step: body.step + 1, messages: issues.map((i) => i.msg).join(' ') };
    return {
      status: 400,
      body: {
        ...body,
        detail: render(
          msg(count === 1 ? 'forms.oneErrorInStep' : 'forms.errorsInStep', values),
          locale,
        ),
        validation_errors: issues,
      },
    };
  }
  return outcome;
}
