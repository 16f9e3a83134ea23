import type { PartApplicationAction } from '@fieldlink/domain';
import { Button, Dialog, Empty, List, Space } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import type { ApplicationRow } from '../api/sparePartsApi';
import { useApplicationActions } from '../hooks/useApplicationActions';
import { ApplicationStatusTag } from './ApplicationStatusTag';

const DANGER: readonly PartApplicationAction[] = ['reject', 'cancel'];

/** Part applications as an antd-mobile list, with the actions the caller may take. */
export function MobileApplicationList({
  rows,
  header,
  showOrder = true,
  empty,
}: {
  rows: ApplicationRow[];
  header?: ReactNode;
  showOrder?: boolean;
  empty?: string;
}) {
  const { t } = useTranslation();
  const { act, actionsOf } = useApplicationActions();
  const confirmAct = async (id: number, action: PartApplicationAction) => {
    if (
      !(await Dialog.confirm({
        content: t(`spareParts:confirm.${action}`),
        confirmText: t(`spareParts:actions.${action}`),
        cancelText: t('access:actions.cancel'),
      }))
    )
      return;
    act.mutate({ id, action });
  };
  return (
    <List header={header}>
      {rows.length === 0 && <Empty description={empty ?? t('spareParts:applications.empty')} />}
      {rows.map((row) => (
        <List.Item
          key={row.id}
          data-testid={`parts-application-${row.id}`}
          description={
            <Space direction="vertical" style={{ '--gap': '4px' }}>
              {showOrder && <span>{row.orderNumber}</span>}
              <span>
                {t('spareParts:fields.quantity')} {row.quantity} {row.unit} · {t('spareParts:fields.stock')}{' '}
                <span data-testid={`parts-stock-${row.id}`}>{row.stock}</span>
              </span>
              <span>
                {row.applicantName ?? ''} · {formatTime(row.createdAt)}
              </span>
              {row.note && <span>{row.note}</span>}
              {actionsOf(row).length > 0 && (
                <Space wrap>
                  {actionsOf(row).map((action) => (
                    <Button
                      key={action}
                      size="mini"
                      color={DANGER.includes(action) ? 'danger' : 'primary'}
                      fill={DANGER.includes(action) ? 'outline' : 'solid'}
                      onClick={() => void confirmAct(row.id, action)}
                      data-testid={`parts-${action}-${row.id}`}
                    >
                      {t(`spareParts:actions.${action}`)}
                    </Button>
                  ))}
                </Space>
              )}
            </Space>
          }
          extra={<ApplicationStatusTag status={row.status} mobile />}
        >
          {row.partCode} {row.partName}
        </List.Item>
      ))}
    </List>
  );
}
