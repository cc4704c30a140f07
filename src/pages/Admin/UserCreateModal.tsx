import { useState } from 'react';
import type { ReactElement } from 'react';
import { formErrorsOf } from '../../api/errors';
import { apiCreate } from '../../api/mutations';
import type { Role, ShopGroup, User } from '../../api/types';
import { Field } from '../../components/forms/Field';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { RoleBadge } from '../../components/auth/RoleBadge';
import { withSaveToast } from '../../components/feedback/toast';
import { useT } from '../../i18n';
import type { MessageKey } from '../../i18n';
import { EMPTY_USER_FORM, newUserBody, newUserProblems, toggleId } from './adminRules';
import type { NewUserForm } from './adminRules';
import { ChoiceList } from './ChoiceList';

interface UserCreateModalProps {
  roles: readonly Role[];
  groups: readonly ShopGroup[];
  onClose: () => void;
}

type TextKey = 'username' | 'email' | 'firstName' | 'lastName' | 'password';

const TEXT_FIELDS: readonly {
  key: TextKey;
  label: MessageKey;
  api: string;
  required: boolean;
  type: string;
  autoComplete: string;
}[] = [
  {
    key: 'username',
    label: 'admin.users.username',
    api: 'username',
    required: true,
    type: 'text',
    autoComplete: 'off',
  },
  {
    key: 'email',
    label: 'admin.users.email',
    api: 'email',
    required: true,
    type: 'email',
    autoComplete: 'off',
  },
  {
    key: 'firstName',
    label: 'admin.users.firstName',
    api: 'first_name',
    required: false,
    type: 'text',
    autoComplete: 'off',
  },
  {
    key: 'lastName',
    label: 'admin.users.lastName',
    api: 'last_name',
    required: false,
    type: 'text',
    autoComplete: 'off',
  },
  {
    key: 'password',
    label: 'admin.users.password',
    api: 'password',
    required: true,
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** A new user with roles and shop groups (`POST /v1/users`). */
export function UserCreateModal({ roles, groups, onClose }: UserCreateModalProps): ReactElement {
  const t = useT();
  const [form, setForm] = useState<NewUserForm>(EMPTY_USER_FORM);
  const { submitted, saving, refused, submit } = useModalSubmit(onClose, formErrorsOf);
  const problems = submitted ? newUserProblems(form, t) : {};

  function change(changes: Partial<NewUserForm>): void {
    setForm((current) => ({ ...current, ...changes }));
  }

  function handleSubmit(): Promise<void> {
    return submit(Object.keys(newUserProblems(form, t)).length === 0, () =>
      withSaveToast('Added', () => apiCreate<User>('/v1/users', newUserBody(form))),
    );
  }

  return (
    <FormModal
      title={t('admin.users.add')}
      submitLabel={t('admin.add')}
      cancelLabel={t('admin.cancel')}
      size="large"
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={refused?.root.join(' ')}
    >
      <div className="admin-form-grid">
        {TEXT_FIELDS.map(({ key, label, api, required, type, autoComplete }, index) => (
          <Field
            key={key}
            label={t(label)}
            required={required}
            error={problems[key] ?? refused?.fields[api]}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type={type}
                value={form[key]}
                onChange={(event) => change({ [key]: event.target.value })}
                autoComplete={autoComplete}
                data-autofocus={index === 0 ? true : undefined}
              />
            )}
          </Field>
        ))}
      </div>
      <label className="checkbox admin-superuser">
        <input
          type="checkbox"
          checked={form.isSuperuser}
          onChange={(event) => change({ isSuperuser: event.target.checked })}
        />
        {t('admin.users.superuserOption')}
      </label>
      <div className="admin-choice-columns">
        <ChoiceList
          legend={t('admin.users.roles')}
          choices={roles.map((role) => ({ id: role.id, label: <RoleBadge name={role.name} /> }))}
          chosen={form.roleIds}
          onToggle={(id) => change({ roleIds: toggleId(form.roleIds, id) })}
        />
        <ChoiceList
          legend={t('admin.users.groups')}
          choices={groups.map((group) => ({ id: group.id, label: group.name }))}
          chosen={form.shopGroupIds}
          onToggle={(id) => change({ shopGroupIds: toggleId(form.shopGroupIds, id) })}
        />
      </div>
    </FormModal>
  );
}
