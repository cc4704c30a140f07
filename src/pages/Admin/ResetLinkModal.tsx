import { useState } from 'react';
import type { ReactElement } from 'react';
import type { ResetToken, User } from '../../api/types';
import { CopyIcon } from '../../components/Icons';
import { Modal } from '../../components/Modal';
import { formatDateTime } from '../../domain';
import { resetLink } from './adminRules';

interface ResetLinkModalProps {
  user: User;
  issued: ResetToken;
  onClose: () => void;
}

/** The password reset link just issued for a user, to copy and send to them. */
export function ResetLinkModal({ user, issued, onClose }: ResetLinkModalProps): ReactElement {
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
      title={`Password reset link for ${user.username}`}
      size="large"
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <p className="admin-reset-text">
        Send this link to {user.email}. It works once and until{' '}
        <span className="admin-nowrap">{formatDateTime(issued.expires_at)}</span>.
      </p>
      <div className="admin-reset-link">
        <input
          className="input"
          readOnly
          value={link}
          aria-label="Password reset link"
          data-testid="reset-link"
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-secondary" onClick={() => void handleCopy()}>
          <CopyIcon />
          Copy
        </button>
      </div>
      {copied === true && (
        <p className="form-message form-message-success" role="status">
          Copied to the clipboard.
        </p>
      )}
      {copied === false && (
        <p className="form-message" role="alert">
          Could not copy: select the link and copy it yourself.
        </p>
      )}
    </Modal>
  );
}
