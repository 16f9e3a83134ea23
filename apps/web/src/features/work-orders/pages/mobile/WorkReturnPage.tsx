import { WORK_ORDER_NOTE_MAX_LENGTH } from '@fieldlink/domain';
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useOrderMutations } from '../../hooks/useWorkOrders';
import { orderIdOf, workDetailsPath } from '../../utils/orderPaths';
import { actionTitle } from '../../utils/orderActions';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

/** Mobile return (/workReturn?id=): the order goes back to pending with the reason. */
export function WorkReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = orderIdOf(query);
  const { act } = useOrderMutations();
  if (id === null) return null;
  return (
    <Form
      layout="vertical"
      data-testid="work-return"
      onFinishFailed={announceIncompleteForm}
      onFinish={(values: { note: string }) =>
        act.mutate(
          { id, action: 'return', body: values },
          {
            onSuccess: () => {
              Toast.show({ icon: 'success', content: t('workOrders:done') });
              void navigate(workDetailsPath(id), { replace: true });
            },
          },
        )
      }
      footer={
        <Button block type="submit" color="primary" loading={act.isPending} data-testid="return-ok">
          {actionTitle(t('messages:workOrder.action.return'))}
        </Button>
      }
    >
      <Form.Item
        name="note"
        label={t('workOrders:fields.reason')}
        rules={[{ required: true, whitespace: true, message: t('messages:validation.required') }]}
      >
        <TextArea data-testid="note-input" maxLength={WORK_ORDER_NOTE_MAX_LENGTH} rows={4} />
      </Form.Item>
    </Form>
  );
}
