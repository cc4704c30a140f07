import { useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import { apiCreate } from '../../api/mutations';
import type { Screen } from '../../api/types';
import { Field } from '../../components/forms/Field';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { Select } from '../../components/forms/Select';
import { withSaveToast } from '../../components/feedback/toast';
import { useT } from '../../i18n';
import { EMPTY_SCREEN_FORM, newScreenBody, orientationOptions } from './screenRules';
import type { NewScreenForm } from './screenRules';

interface ScreenAddModalProps {
  shopId: string;
  shopName: string;
  onClose: () => void;
}

/** 'Scherm toevoegen': a screen of the active shop. */
export function ScreenAddModal({ shopId, shopName, onClose }: ScreenAddModalProps): ReactElement {
  const t = useT();
  const [form, setForm] = useState<NewScreenForm>(EMPTY_SCREEN_FORM);
  const { submitted, saving, refused, submit } = useModalSubmit(onClose, formErrorsOf);
  const body = newScreenBody(form, shopId);

  function handleSubmit(): Promise<void> {
    return submit(body !== null, () =>
      withSaveToast('Added', () => apiCreate<Screen>('/v1/screens', body)),
    );
  }

  return (
    <FormModal
      title={t('screens.add')}
      submitLabel={t('screens.addSubmit')}
      size="small"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={refused?.root.join(' ')}
    >
      <p className="muted screen-form-shop">{t('screens.shop', { shop: shopName })}</p>
      <Field
        label={t('screens.name')}
        required
        error={submitted && !body ? t('screens.nameRequired') : refused?.fields.name}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            data-autofocus
            autoComplete="off"
          />
        )}
      </Field>
      <Field label={t('screens.orientation')} error={refused?.fields.orientation}>
        {(control) => (
          <Select
            {...control}
            options={orientationOptions(t)}
            value={form.orientation}
            onChange={(orientation) => setForm({ ...form, orientation })}
          />
        )}
      </Field>
      <div className="screen-form-options">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.extraConfig.big_screen_enable}
            onChange={(event) =>
              setForm({
                ...form,
                extraConfig: { ...form.extraConfig, big_screen_enable: event.target.checked },
              })
            }
          />
          {t('screens.bigScreenOption')}
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.extraConfig.use_truncated_prices}
            onChange={(event) =>
              setForm({
                ...form,
                extraConfig: { ...form.extraConfig, use_truncated_prices: event.target.checked },
              })
            }
          />
          {t('screens.truncatedOption')}
        </label>
      </div>
    </FormModal>
  );
}
