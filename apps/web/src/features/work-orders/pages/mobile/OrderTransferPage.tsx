import { WORK_ORDER_NOTE_MAX_LENGTH } from '@fieldlink/domain';
import { Button, CheckList, DotLoading, Form, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useAssignees, useOrderMutations } from '../../hooks/useWorkOrders';
import { orderIdOf, workDetailsPath } from '../../utils/orderPaths';
import { actionTitle } from '../../utils/orderActions';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

/** Mobile transfer or dispatch (/orderTransfer?id=&action=): choose the repairman, add a note. */
export function OrderTransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = orderIdOf(query);
  const action = query.get('action') === 'dispatch' ? 'dispatch' : 'transfer';
  const people = useAssignees(id);
  const [assigneeId, setAssigneeId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const { act } = useOrderMutations();
  if (id === null) return null;
  return (
    <Form
      layout="vertical"
      data-testid="order-transfer"
      onFinishFailed={announceIncompleteForm}
      onFinish={(values: { note?: string }) => {
        if (assigneeId === null) return setMissing(true);
        act.mutate(
          { id, action, body: { assigneeId, ...values } },
          {
            onSuccess: () => {
              Toast.show({ icon: 'success', content: t('workOrders:done') });
              void navigate(workDetailsPath(id), { replace: true });
            },
          },
        );
      }}
      footer={
        <Button block type="submit" color="primary" loading={act.isPending} data-testid="transfer-ok">
          {actionTitle(t(`messages:workOrder.action.${action}`))}
        </Button>
      }
    >
      <Form.Item label={t('workOrders:fields.repairman')} required>
        {missing && <div style={{ color: '#ff3141', fontSize: 13 }}>{t('messages:validation.required')}</div>}
        {!people.data ? (
          <DotLoading />
        ) : (
          <CheckList
            value={assigneeId === null ? [] : [assigneeId]}
            onChange={(value) => {
              setAssigneeId((value[0] as number | undefined) ?? null);
              setMissing(false);
            }}
          >
            {people.data.map((user) => (
              <CheckList.Item key={user.id} value={user.id} data-testid={`assignee-${user.userName}`}>
                {user.userName}
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </Form.Item>
      <Form.Item name="note" label={t('workOrders:fields.note')}>
        <TextArea maxLength={WORK_ORDER_NOTE_MAX_LENGTH} rows={2} />
      </Form.Item>
    </Form>
  );
}
