import { useState } from 'react';
import type { ReactElement } from 'react';
import type { ResetToken, User } from '../../api/types';
import { CopyIcon } from '../../components/ui/Icons';
import { Modal } from '../../components/modals/Modal';
import { formatDateTime } from '../../domain';
import { useT } from '../../i18n';
import { resetLink } from './adminRules';

interface ResetLinkModalProps {
  user: User;
  issued: ResetToken;
  onClose: () => void;
}

/** The password reset link just issued for a user, to copy and send to them. */
export function ResetLinkModal({ user, issued, onClose }: ResetLinkModalProps): ReactElement {
  const t = useT();
  const link = resetLink(window.location.origin, issued.token);
  const [copied, setCopied] = useState<boolean | null>(null);

  async function handleCopy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <Modal
      open
      title={t('admin.reset.title', { name: user.username })}
      size="large"
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('admin.close')}
        </button>
      }
    >
      <p className="admin-reset-text">
        {t('admin.reset.text', { email: user.email })}{' '}
        <span className="admin-nowrap">{formatDateTime(issued.expires_at)}</span>.
      </p>
      <div className="admin-reset-link">
        <input
          className="input"
          readOnly
          value={link}
          aria-label={t('admin.users.resetLink')}
          data-testid="reset-link"
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-secondary" onClick={() => void handleCopy()}>
          <CopyIcon />
          {t('admin.reset.copy')}
        </button>
      </div>
      {copied === true && (
        <p className="form-message form-message-success" role="status">
          {t('admin.reset.copied')}
        </p>
      )}
      {copied === false && (
        <p className="form-message" role="alert">
          {t('admin.reset.copyFailed')}
        </p>
      )}
    </Modal>
  );
}
