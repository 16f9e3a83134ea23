import type { SimCard } from '@fieldlink/domain';
import { Modal } from 'antd';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import type { SimAction } from '../api/simCardsApi';
import { CardActionForm } from './CardActionForm';

/** A card action in a dialog (renew, change plan, extend period, top-up). */
export function SimCardActionsModal({
  target,
  onClose,
}: {
  target: { card: SimCard; action: SimAction } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== undefined}
      title={target ? `${t(builtKey(`simCards:actions.${target.action}`))} · ${target.card.msisdn ?? target.card.iccid}` : ''}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {target && <CardActionForm card={target.card} action={target.action} onDone={onClose} />}
    </Modal>
  );
}
