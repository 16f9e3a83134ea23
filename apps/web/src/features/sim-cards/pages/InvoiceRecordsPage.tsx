import { INVOICE_STATUSES, InvoiceProcessSchema, type InvoiceApplication, INVOICE_NO_MAX_LENGTH, SIM_REMARK_MAX } from '@fieldlink/domain';
import { App, Button, Form, Input, Modal, Radio, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { useInvoices, useSettleInvoice } from '../hooks/useSimCards';

const COLOR = { pending: 'blue', issued: 'green', rejected: 'red' } as const;
const field = InvoiceProcessSchema.shape;

/** Invoice records (spec §2 invoice_records_SIM): the applications; a pending one is issued with its number or rejected. */
export function InvoiceRecordsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [status, setStatus] = useState<string>();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const list = useInvoices({ ...page, ...(status ? { status } : {}) });
  const settle = useSettleInvoice();
  const [settling, setSettling] = useState<InvoiceApplication>();
  const [form] = Form.useForm<{ outcome: 'issued' | 'rejected'; invoiceNo: string; note: string }>();
  const outcome = Form.useWatch('outcome', form);

  const submit = async () => {
    const values = await validValues(form);
    if (!values || !settling) return;
    const body = InvoiceProcessSchema.safeParse(values);
    if (!body.success) {
      form.setFields([{ name: 'invoiceNo', errors: [t('messages:validation.invoiceNo')] }]);
      return;
    }
    await settle.mutateAsync({ id: settling.id, body: body.data });
    void message.success(t('simCards:invoice.settled'));
    setSettling(undefined);
  };

  const columns: TableColumnsType<InvoiceApplication> = [
    { title: t('simCards:invoice.createdAt'), key: 'createdAt', render: (_v, a) => new Date(a.createdAt).toLocaleString() },
    { title: t('simCards:invoice.title'), dataIndex: 'title' },
    { title: t('simCards:invoice.kind'), key: 'kind', render: (_v, a) => t(builtKey(`simCards:invoice.kinds.${a.kind}`)) },
    { title: t('simCards:invoice.amount'), dataIndex: 'amount' },
    { title: t('simCards:invoice.cards'), key: 'cards', render: (_v, a) => a.cards.map((c) => c.msisdn ?? c.iccid).join(', ') },
    { title: t('simCards:invoice.applicant'), dataIndex: 'applicantName' },
    {
      title: t('simCards:invoice.status'),
      key: 'status',
      render: (_v, a) => <Tag color={COLOR[a.status]}>{t(builtKey(`simCards:invoice.statuses.${a.status}`))}</Tag>,
    },
    { title: t('simCards:invoice.invoiceNo'), dataIndex: 'invoiceNo' },
    { title: t('simCards:invoice.note'), dataIndex: 'note' },
    {
      title: t('simCards:columns.actions'),
      key: 'actions',
      render: (_v, a) =>
        a.status === 'pending' && (
          <Permission page="invoice_records_SIM" need="approve">
            <Button
              type="link"
              onClick={() => {
                form.setFieldsValue({ outcome: 'issued', invoiceNo: '', note: '' });
                setSettling(a);
              }}
              data-testid={`invoice-settle-${a.id}`}
            >
              {t('simCards:invoice.settle')}
            </Button>
          </Permission>
        ),
    },
  ];

  return (
    <AdminPage
      title={t('simCards:invoice.recordsTitle')}
      testId="sim-invoice-records"
      filters={
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('simCards:invoice.status')}
          options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(builtKey(`simCards:invoice.statuses.${s}`)) }))}
          onChange={(value?: string) => {
            setStatus(value);
            setPage((p) => ({ ...p, page: 1 }));
          }}
        />
      }
    >
      <Table
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.items ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (p, s) => setPage({ page: p, pageSize: s }),
        }}
        locale={{ emptyText: t('simCards:invoice.empty') }}
      />
      <Modal
        open={settling !== undefined}
        title={t('simCards:invoice.settle')}
        onCancel={() => setSettling(undefined)}
        onOk={() => void submit()}
        confirmLoading={settle.isPending}
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item name="outcome">
            <Radio.Group>
              <Radio value="issued">{t('simCards:invoice.issue')}</Radio>
              <Radio value="rejected">{t('simCards:invoice.reject')}</Radio>
            </Radio.Group>
          </Form.Item>
          {outcome === 'issued' && (
            <Form.Item
              name="invoiceNo"
              label={t('simCards:invoice.invoiceNo')}
              rules={[{ required: true, message: t('messages:validation.invoiceNo') }, rule(field.invoiceNo)]}
            >
              <Input maxLength={INVOICE_NO_MAX_LENGTH} />
            </Form.Item>
          )}
          <Form.Item name="note" label={t('simCards:invoice.note')} rules={[rule(field.note)]}>
            <Input maxLength={SIM_REMARK_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </AdminPage>
  );
}
