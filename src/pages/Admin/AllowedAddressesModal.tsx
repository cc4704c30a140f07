import { useState } from 'react';
import type { ReactElement } from 'react';
import { useItem } from '../../api/hooks';
import { apiUpdate } from '../../api/mutations';
import type { Shop } from '../../api/types';
import { Field } from '../../components/forms/Field';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { withSaveToast } from '../../components/feedback/toast';
import { useT } from '../../i18n';
import { shopGroupErrorText } from './adminRules';

/** What `GET`/`PUT /v1/shops/allowed-ips/{shopId}` answer. */
interface AllowedAddresses {
  allowed_ips: string[];
  /** The caller's own address as the server sees it: the one to add for the shop's Wi-Fi. */
  your_address: string;
}

/** One entry a line (or separated by commas or spaces); empty lines dropped. */
export function parseAddressLines(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

interface AllowedAddressesModalProps {
  shop: Shop;
  onClose: () => void;
}

/**
 * The addresses a shop takes orders from: addresses and CIDR ranges, one a line. An empty list
 * takes orders from anywhere. The caller's own address is offered, since staff usually set this
 * up from the shop's Wi-Fi.
 */
export function AllowedAddressesModal({ shop, onClose }: AllowedAddressesModalProps): ReactElement {
  const t = useT();
  const path = `/v1/shops/allowed-ips/${shop.id}`;
  const current = useItem<AllowedAddresses>(path);
  const [text, setText] = useState<string | null>(null);
  const {
    saving,
    refused: failure,
    save,
  } = useModalSubmit(onClose, (error) => shopGroupErrorText(error, t));

  // What staff typed, or else the stored list once it has loaded.
  const shown = text ?? current.data?.allowed_ips.join('\n') ?? null;
  const entries = parseAddressLines(shown ?? '');
  const yours = current.data?.your_address ?? '';

  function handleSubmit(): Promise<void> {
    return save(async () => {
      await withSaveToast('Edited', () => apiUpdate(path, { allowed_ips: entries }));
      await current.mutate();
    });
  }

  return (
    <FormModal
      title={t('admin.addresses.title', { name: shop.name })}
      submitLabel={t('admin.save')}
      cancelLabel={t('admin.cancel')}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving || shown === null}
      message={failure ?? (current.error ? shopGroupErrorText(current.error, t) : null)}
    >
      <Field label={t('admin.addresses.label')} hint={t('admin.addresses.hint')}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={6}
            value={shown ?? ''}
            onChange={(event) => setText(event.target.value)}
            data-autofocus
          />
        )}
      </Field>
      {yours && !entries.includes(yours) ? (
        <p>
          {t('admin.addresses.yours')} <code>{yours}</code>.{' '}
          <button
            type="button"
            className="button"
            onClick={() => setText([...entries, yours].join('\n'))}
          >
            {t('admin.addresses.addMine')}
          </button>
        </p>
      ) : null}
    </FormModal>
  );
}
