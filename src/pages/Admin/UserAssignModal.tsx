import { useState } from 'react';
import type { ReactElement } from 'react';
import { errorText } from '../../api/errors';
import { apiUpdate } from '../../api/mutations';
import type { Role, ShopGroup, User } from '../../api/types';
import { FormModal } from '../../components/modals/FormModal';
import { useModalSubmit } from '../../components/modals/useModalSubmit';
import { RoleBadge } from '../../components/auth/RoleBadge';
import { withSaveToast } from '../../components/feedback/toast';
import { useT } from '../../i18n';
import { toggleId, userAssignmentBody } from './adminRules';
import { ChoiceList } from './ChoiceList';

interface UserAssignModalProps {
  user: User;
  roles: readonly Role[];
  groups: readonly ShopGroup[];
  onClose: () => void;
  /** Refetches the users once the assignment is stored. */
  onSaved: () => Promise<unknown>;
}

/** A user's roles and shop groups: `PUT /v1/users/{id}` with the full user and the ids. */
export function UserAssignModal({
  user,
  roles,
  groups,
  onClose,
  onSaved,
}: UserAssignModalProps): ReactElement {
  const t = useT();
  const [roleIds, setRoleIds] = useState(() => user.roles.map((role) => role.id));
  const [groupIds, setGroupIds] = useState(() => user.shop_groups.map((group) => group.id));
  const { saving, refused: failure, save } = useModalSubmit(onClose, errorText);

  function handleSubmit(): Promise<void> {
    return save(async () => {
      await withSaveToast('Edited', () =>
        apiUpdate<User>(`/v1/users/${user.id}`, userAssignmentBody(user, roleIds, groupIds)),
      );
      await onSaved();
    });
  }

  return (
    <FormModal
      title={t('admin.users.assignmentsOf', { name: user.username })}
      submitLabel={t('admin.save')}
      cancelLabel={t('admin.cancel')}
      onClose={onClose}
      onSubmit={() => void handleSubmit()}
      busy={saving}
      message={failure}
    >
      <p className="muted admin-user-line">
        {[user.first_name, user.last_name].filter(Boolean).join(' ') || user.username} ·{' '}
        {user.email}
      </p>
      <div className="admin-choice-columns">
        <ChoiceList
          legend={t('admin.users.roles')}
          choices={roles.map((role) => ({ id: role.id, label: <RoleBadge name={role.name} /> }))}
          chosen={roleIds}
          onToggle={(id) => setRoleIds((current) => toggleId(current, id))}
          emptyText={t('admin.users.noRoles')}
        />
        <ChoiceList
          legend={t('admin.users.groups')}
          choices={groups.map((group) => ({ id: group.id, label: group.name }))}
          chosen={groupIds}
          onToggle={(id) => setGroupIds((current) => toggleId(current, id))}
          emptyText={t('admin.users.noGroups')}
        />
      </div>
    </FormModal>
  );
}
