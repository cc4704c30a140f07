import { useT } from '../../i18n';
import type { ReactElement } from 'react';
import type { Kind } from '../../api/types';
import { Switch } from '../../components/forms/Switch';
import { KIND_BADGES } from '../../domain';
import type { KindTypeFlags } from '../../domain';

interface BadgesPanelProps {
  kind: Kind;
  canEdit: boolean;
  busy: boolean;
  onToggle: (flag: keyof KindTypeFlags, on: boolean) => void;
}

/** The CBD, Hybrid, Indica and Sativa badges, each switched on or off at once. */
export function BadgesPanel({ kind, canEdit, busy, onToggle }: BadgesPanelProps): ReactElement {
  const t = useT();
  return (
    <section className="detail-panel card" aria-labelledby="detail-badges-title">
      <h2 id="detail-badges-title" className="card-title">
        {t('productDetail.badges')}
      </h2>
      <div className="detail-badges" role="group" aria-labelledby="detail-badges-title">
        {KIND_BADGES.map((badge) => (
          <Switch
            key={badge.flag}
            className="detail-badge"
            label={badge.name}
            checked={kind[badge.flag]}
            disabled={!canEdit || busy}
            onChange={(on) => onToggle(badge.flag, on)}
          />
        ))}
      </div>
    </section>
  );
}
