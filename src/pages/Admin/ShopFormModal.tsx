import { useState } from 'react';
import type { ReactElement } from 'react';
import { apiCreate, apiUpdate } from '../../api/mutations';
import type { Shop, ShopGroup } from '../../api/types';
import { Field } from '../../components/forms/Field';
import { Select } from '../../components/forms/Select';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { withSaveToast } from '../../components/feedback/toast';
import { DEFAULT_TIME_ZONE, SHOP_TYPES, type ShopType } from '../../domain';
import { useT, type MessageKey } from '../../i18n';
import { shopGroupErrorText } from './adminRules';
import { parseAddressLines } from './AllowedAddressesModal';

/** The catalogue text of each shop type. */
export const SHOP_TYPE_TEXTS: Record<ShopType, MessageKey> = {
  cannabis: 'admin.shops.type.cannabis',
  horeca: 'admin.shops.type.horeca',
  both: 'admin.shops.type.both',
};

interface ShopFormModalProps {
  /** The shop to change; null adds a shop. */
  shop: Shop | null;
  groups: readonly ShopGroup[];
  /** Superusers may add a shop outside any group; a group admin adds to one of their groups. */
  allowNoGroup: boolean;
  onClose: () => void;
}

/**
 * 'Shop toevoegen' and 'Shop bewerken': the name, what it sells and its time zone; a new shop
 * also its shop group and the addresses it takes orders from.
 */
export function ShopFormModal({
  shop,
  groups,
  allowNoGroup,
  onClose,
}: ShopFormModalProps): ReactElement {
  const t = useT();
  const [name, setName] = useState(shop?.name ?? '');
  const [type, setType] = useState<ShopType>(shop?.shop_type ?? 'cannabis');
  const [chosenGroup, setGroupId] = useState(shop?.shop_group_id ?? groups[0]?.id ?? '');
  // The groups may arrive after the dialog opened: a group admin then gets their first group.
  const groupId = chosenGroup || (allowNoGroup ? '' : (groups[0]?.id ?? ''));
  const [zone, setZone] = useState(shop?.time_zone ?? DEFAULT_TIME_ZONE);
  const [addresses, setAddresses] = useState('');
  const { submitted, saving, refused, submit } = useModalSubmit(onClose, (error) =>
    shopGroupErrorText(error, t),
  );
  const nameMissing = !name.trim();
  const typeOptions = SHOP_TYPES.map((value) => ({ value, label: t(SHOP_TYPE_TEXTS[value]) }));
  const groupOptions = groups.map((group) => ({ value: group.id, label: group.name }));

  function handleSubmit(): Promise<void> {
    const common = { name: name.trim(), shop_type: type, time_zone: zone.trim() };
    return submit(!nameMissing, () =>
      shop
        ? withSaveToast('Edited', () => apiUpdate<Shop>(`/v1/shops/${shop.id}`, common))
        : withSaveToast('Added', () =>
            apiCreate<Shop>('/v1/shops', {
              ...common,
              ...(groupId && { shop_group_id: groupId }),
              allowed_ips: parseAddressLines(addresses),
            }),
          ),
    );
  }

  return (
    <FormModal
      title={shop ? t('admin.shops.editTitle', { name: shop.name }) : t('admin.shops.add')}
      submitLabel={shop ? t('admin.save') : t('admin.add')}
      cancelLabel={t('admin.cancel')}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={refused}
    >
      <Field
        label={t('admin.shops.name')}
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
      <Field label={t('admin.shops.type')} hint={t('admin.shops.typeHint')}>
        {(control) => <Select {...control} options={typeOptions} value={type} onChange={setType} />}
      </Field>
      {!shop && (
        <Field label={t('admin.shops.group')}>
          {(control) => (
            <Select
              {...control}
              options={groupOptions}
              value={groupId}
              onChange={setGroupId}
              {...(allowNoGroup && { placeholder: { value: '', label: t('admin.shops.noGroup') } })}
            />
          )}
        </Field>
      )}
      <Field label={t('admin.shops.timeZone')} hint={t('admin.shops.timeZoneHint')}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </Field>
      {!shop && (
        <Field label={t('admin.shops.addresses')} hint={t('admin.addresses.hint')}>
          {(control) => (
            <textarea
              {...control}
              className="input shop-ids-input"
              rows={3}
              value={addresses}
              onChange={(event) => setAddresses(event.target.value)}
              spellCheck={false}
            />
          )}
        </Field>
      )}
    </FormModal>
  );
}
