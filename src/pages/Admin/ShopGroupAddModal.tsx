import { useState } from 'react';
import type { ReactElement } from 'react';
import { apiCreate } from '../../api/mutations';
import type { Shop, ShopGroup } from '../../api/types';
import { Field } from '../../components/forms/Field';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { withSaveToast } from '../../components/feedback/toast';
import { useT } from '../../i18n';
import {
  formatShopIds,
  parseShopIds,
  shopGroupErrorText,
  toggleId,
  unknownShopIds,
} from './adminRules';
import { ChoiceList } from './ChoiceList';

interface ShopGroupAddModalProps {
  shops: readonly Shop[];
  onClose: () => void;
}

/** 'Add Shop Group': a name and its shops, typed as ids (comma separated) or ticked. */
export function ShopGroupAddModal({ shops, onClose }: ShopGroupAddModalProps): ReactElement {
  const t = useT();
  const [name, setName] = useState('');
  const [shopIdsText, setShopIdsText] = useState('');
  const {
    submitted,
    saving,
    refused: failure,
    submit,
  } = useModalSubmit(onClose, (error) => shopGroupErrorText(error, t));
  const shopIds = parseShopIds(shopIdsText);
  const unknown = unknownShopIds(shopIds, new Set(shops.map((shop) => shop.id)));
  const nameMissing = !name.trim();

  function handleSubmit(): Promise<void> {
    return submit(!nameMissing, () =>
      withSaveToast('Added', () =>
        apiCreate<ShopGroup>('/v1/shop-groups', { name: name.trim(), shop_ids: shopIds }),
      ),
    );
  }

  return (
    <FormModal
      title={t('admin.groups.add')}
      submitLabel={t('admin.add')}
      cancelLabel={t('admin.cancel')}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={failure}
    >
      <Field
        label={t('admin.groups.name')}
        required
        error={submitted && nameMissing ? t('admin.groups.nameRequired') : null}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-autofocus
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        label={t('admin.groups.shopIds')}
        hint={t('admin.groups.shopIdsHint')}
        error={
          unknown.length > 0 ? t('admin.groups.unknownIds', { ids: unknown.join(', ') }) : null
        }
      >
        {(control) => (
          <input
            {...control}
            className="input shop-ids-input"
            value={shopIdsText}
            onChange={(event) => setShopIdsText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      <ChoiceList
        legend={t('admin.groups.shops')}
        choices={shops.map((shop) => ({ id: shop.id, label: shop.name }))}
        chosen={shopIds}
        onToggle={(id) => setShopIdsText(formatShopIds(toggleId(shopIds, id)))}
      />
    </FormModal>
  );
}
