import {
  SIM_PLAN_NAME_MAX,
  SimChangePlanSchema,
  SimExtendSchema,
  SimRenewSchema,
  SimTopUpSchema,
  extendedExpiry,
  renewedExpiry,
  wallDate,
  type SimCard,
  OFFERING_ID_MAX_LENGTH,
  SIM_REMARK_MAX,
} from '@fieldlink/domain';
import { App, Button, Form, Input, InputNumber, Typography } from 'antd';
import type { ZodObject, ZodType } from 'zod';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import type { SimAction, SimActionBody } from '../api/simCardsApi';
import { useSimAction } from '../hooks/useSimCards';

const SCHEMA: Record<SimAction, ZodObject<Record<string, ZodType>>> = {
  renew: SimRenewSchema,
  extend: SimExtendSchema,
  changePlan: SimChangePlanSchema,
  topUp: SimTopUpSchema,
};

/**
 * One card action's form (renew, change plan, extend period, top-up data pack), in a dialog of the
 * list or on its own hidden page (spec §2 IOT_renew, IOT_change, IOT_append, refuelingBag). The new
 * expiry is shown before it is sent, computed by the same rule the server uses.
 */
export function CardActionForm({ card, action, onDone }: { card: SimCard; action: SimAction; onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm();
  const run = useSimAction(action);
  const shape = SCHEMA[action].shape;
  const months = Form.useWatch('months', form) as number | undefined;
  const days = Form.useWatch('days', form) as number | undefined;
  const today = wallDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const preview =
    action === 'renew' && months
      ? renewedExpiry(card.expiresOn, today, months)
      : action === 'extend' && days
        ? extendedExpiry(card.expiresOn, today, days)
        : undefined;
  const initial =
    action === 'changePlan'
      ? { planName: card.planName, planDataMb: card.planDataMb, monthlyFee: card.monthlyFee, offeringId: card.offeringId }
      : action === 'renew'
        ? { months: 12 }
        : {};

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    await run.mutateAsync({ id: card.id, body: SCHEMA[action].parse(values) as SimActionBody[typeof action] });
    void message.success(t('simCards:action.done'));
    form.resetFields();
    onDone?.();
  };

  const number = (name: string, label: string, precision = 0) => (
    <Form.Item name={name} label={label} rules={[rule(shape[name]!)]}>
      <InputNumber min={0} precision={precision} style={{ width: '100%' }} data-testid={`sim-action-${name}`} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="vertical" initialValues={initial} data-testid={`sim-action-${action}`}>
      {action === 'renew' && number('months', t('simCards:action.months'))}
      {action === 'extend' && number('days', t('simCards:action.days'))}
      {action === 'changePlan' && (
        <>
          <Form.Item name="planName" label={t('simCards:fields.planName')} rules={[rule(shape.planName!)]}>
            <Input maxLength={SIM_PLAN_NAME_MAX} />
          </Form.Item>
          {number('planDataMb', t('simCards:fields.planDataMb'))}
          {number('monthlyFee', t('simCards:fields.monthlyFee'), 2)}
          <Form.Item name="offeringId" label={t('simCards:fields.offeringId')} rules={[rule(shape.offeringId!)]}>
            <Input maxLength={OFFERING_ID_MAX_LENGTH} />
          </Form.Item>
        </>
      )}
      {action === 'topUp' && (
        <>
          {number('dataMb', t('simCards:action.dataMb'))}
          {number('fee', t('simCards:action.fee'), 2)}
          <Form.Item name="packageCode" label={t('simCards:action.packageCode')} rules={[rule(shape.packageCode!)]}>
            <Input maxLength={OFFERING_ID_MAX_LENGTH} />
          </Form.Item>
        </>
      )}
      <Form.Item name="remark" label={t('simCards:fields.remark')} rules={[rule(shape.remark!)]}>
        <Input maxLength={SIM_REMARK_MAX} />
      </Form.Item>
      {preview && (
        <Typography.Paragraph data-testid="sim-action-preview">{t('simCards:action.newExpiry', { date: preview })}</Typography.Paragraph>
      )}
      <Button type="primary" onClick={() => void submit()} loading={run.isPending} data-testid="sim-action-submit">
        {t('access:actions.save')}
      </Button>
    </Form>
  );
}
