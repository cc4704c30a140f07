import { useT } from '../../i18n';
import { useEffect, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { apiCreate, apiUpdate } from '../../api/mutations';
import type { Price, PriceInput } from '../../api/types';
import { Field } from '../../components/forms/Field';
import { ShopGroupSelect } from '../../components/forms/ShopGroupSelect';
import { Spinner } from '../../components/ui/Spinner';
import { toastSaved } from '../../components/feedback/toast';
import { useLeavePageGuard } from '../../components/forms/useLeavePageGuard';
import { PRICE_LISTS } from '../../domain';
import type { PriceListName } from '../../domain';
import {
  canRemoveEntry,
  isSubmitDisabled,
  prefixOnBlur,
  priceFormSnapshot,
  priceInputOf,
  priceSaveProblem,
  registerCodeOf,
  VALIDATION_ERRORS_MESSAGE,
  validatePriceForm,
  withNewEntry,
  withoutEntry,
  withoutErrors,
  priceFormText,
} from './priceFormModel';
import type { PriceFormErrors, PriceFormValues } from './priceFormModel';
import { PriceListEditor, type PriceEntryChange } from './PriceListEditor';
import { StaleNotice } from '../../components/forms/StaleNotice';
import { useItemVersion } from '../../hooks/useItemVersion';
import { entriesOfPrice } from '../Products/priceHistory';
import { priceEntriesText } from '../Products/productRows';

/** A combination as stored now, in words: its code and prices. */
function priceSummary(price: Price): string {
  return `${price.internal_product_id}: ${priceEntriesText(entriesOfPrice(price))}`;
}

interface PriceFormProps {
  /** The combination being edited; absent for a new one. */
  priceId?: string;
  /** The combination's version as loaded (its `modified_at`), when editing. */
  version?: string;
  initial: PriceFormValues;
}

/** The price form: shop group, register code and the three price lists. */
export function PriceForm({ priceId, version, initial }: PriceFormProps): ReactElement {
  const t = useT();
  const shown = (message: string | undefined) => message && priceFormText(t, message);
  const editing = priceId !== undefined;
  const itemVersion = useItemVersion<Price>(`/v1/prices/${priceId ?? ''}`, version ?? '');
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PriceFormErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [initialSnapshot, setInitialSnapshot] = useState(() => priceFormSnapshot(initial));
  const dirty = priceFormSnapshot(values) !== initialSnapshot;

  useLeavePageGuard(dirty && !saved);
  useEffect(() => {
    if (saved) navigate('/prices');
  }, [saved, navigate]);

  function chooseOnlyGroup(shopGroup: string): void {
    if (priceFormSnapshot(values) === initialSnapshot) {
      setInitialSnapshot(priceFormSnapshot({ ...values, shopGroup }));
    }
    setValues((current) => ({ ...current, shopGroup }));
  }

  function change(next: Partial<PriceFormValues>, ...touched: string[]): void {
    setValues((current) => ({ ...current, ...next }));
    if (touched.length) setErrors((current) => withoutErrors(current, ...touched));
  }

  function changeEntry(list: PriceListName, key: string, entryChange: PriceEntryChange): void {
    const index = values.lists[list].findIndex((draft) => draft.key === key);
    setValues((current) => ({
      ...current,
      lists: {
        ...current.lists,
        [list]: current.lists[list].map((draft) =>
          draft.key === key ? { ...draft, ...entryChange } : draft,
        ),
      },
    }));
    setErrors((current) => withoutErrors(current, `${list}.${index}`, list, 'entries'));
  }

  function changeRows(list: PriceListName, lists: PriceFormValues['lists']): void {
    setValues((current) => ({ ...current, lists }));
    // Rows moved: messages of this list's rows no longer point at the right ones.
    setErrors((current) => withoutErrors(current, list, 'entries'));
  }

  async function save(body: PriceInput): Promise<Price> {
    const options = { handled: [400, 409] } as const;
    return editing
      ? apiUpdate<Price>(`/v1/prices/${priceId}`, body, {
          ...options,
          version: itemVersion.version,
        })
      : // An empty code field sends only the prefix: the server gives the first free code.
        apiCreate<Price>('/v1/prices?complete_code=true', body, options);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (saving || isSubmitDisabled(values)) return;
    const problems = validatePriceForm(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setMessages([VALIDATION_ERRORS_MESSAGE]);
      return;
    }
    setSaving(true);
    setMessages([]);
    try {
      const body = priceInputOf(values);
      const stored = await save(body);
      if (editing) itemVersion.accept(stored.modified_at);
      toastSaved(editing ? 'Edited' : 'Added', body.internal_product_id);
      setSaved(true);
    } catch (error) {
      if (itemVersion.catchStale(error)) return;
      const problem = priceSaveProblem(error, editing);
      setErrors(problem.fields);
      setMessages(problem.messages);
    } finally {
      setSaving(false);
    }
  }

  // 'Validatie fouten' goes once every field with an error has been changed.
  const shownMessages = messages.filter(
    (message) => message !== VALIDATION_ERRORS_MESSAGE || Object.keys(errors).length > 0,
  );
  const registerCode = registerCodeOf(values);
  return (
    <form
      className="price-form card"
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-busy={saving}
    >
      {itemVersion.stale && (
        <StaleNotice
          onReload={itemVersion.reload}
          current={itemVersion.stale.current && priceSummary(itemVersion.stale.current)}
        />
      )}
      <div className="price-form-code">
        <Field label={t('priceForm.shopGroup')} required error={shown(errors.shop_group_id)}>
          {(control) => (
            <ShopGroupSelect
              {...control}
              mode="shop"
              value={values.shopGroup}
              onChange={(shopGroup) => change({ shopGroup }, 'shop_group_id')}
              // A new combination takes the shop's only group; that is no edit of the user's.
              onOnlyChoice={editing ? undefined : chooseOnlyGroup}
              submitOnEnter
              disabled={saving}
            />
          )}
        </Field>
        <Field
          label={t('priceForm.prefix')}
          required
          error={shown(errors.prefix)}
          hint={t('priceForm.prefixHint')}
          className="price-form-prefix"
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              value={values.prefix}
              onChange={(event) => change({ prefix: event.target.value }, 'prefix')}
              onBlur={(event) => change({ prefix: prefixOnBlur(event.target.value) })}
              disabled={saving}
            />
          )}
        </Field>
        <Field label={t('priceForm.code')} error={shown(errors.code ?? errors.internal_product_id)}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              value={values.code}
              onChange={(event) =>
                change({ code: event.target.value }, 'code', 'internal_product_id')
              }
              disabled={saving}
            />
          )}
        </Field>
        <div className="price-form-preview">
          <span className="field-label">{t('priceForm.registerPreview')}</span>
          <output className="price-form-preview-code" aria-live="polite">
            {registerCode || '-'}
          </output>
        </div>
      </div>

      <div className="price-form-lists">
        {PRICE_LISTS.map((list) => (
          <PriceListEditor
            key={list}
            list={list}
            drafts={values.lists[list]}
            errors={errors}
            canRemove={canRemoveEntry(values.lists, list)}
            disabled={saving}
            onChange={(key, entryChange) => changeEntry(list, key, entryChange)}
            onAdd={() => changeRows(list, withNewEntry(values.lists, list))}
            onRemove={(key) => changeRows(list, withoutEntry(values.lists, list, key))}
          />
        ))}
      </div>
      {errors.entries && (
        <p className="field-error price-form-entries-error">{shown(errors.entries)}</p>
      )}

      {shownMessages.length > 0 && (
        <div className="form-message price-form-message" role="alert">
          {shownMessages.map((message) => (
            <p key={message}>{priceFormText(t, message)}</p>
          ))}
        </div>
      )}

      <div className="price-form-footer">
        <Link className="button button-secondary" to="/prices">
          {t('priceForm.cancel')}
        </Link>
        <button type="submit" className="button" disabled={isSubmitDisabled(values) || saving}>
          {saving && <Spinner size="small" quiet label={t('priceForm.saving')} />}
          {editing ? t('priceForm.save') : t('priceForm.add')}
        </button>
      </div>
    </form>
  );
}
