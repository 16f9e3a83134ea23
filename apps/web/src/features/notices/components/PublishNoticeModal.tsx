import { NOTICE_BODY_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH, NOTICE_TYPES, NoticeCreateSchema, type NoticeType } from '@fieldlink/domain';
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { useNoticeActions } from '../hooks/useNotices';
import { validValues } from '../../../lib/forms/validValues';

interface PublishValues {
  title: string;
  body: string;
  type: NoticeType;
}

/** Publishes a notice to the publisher's company (page notice_user_page, key add). */
export function PublishNoticeModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<PublishValues>();
  const { publish } = useNoticeActions();

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    publish.mutate(values, {
      onSuccess: () => {
        void message.success(t('notices:publish.done'));
        form.resetFields();
        onClose();
      },
      onError: (error) => form.setFields(serverFieldErrors(error, ['title', 'body', 'type']) as Parameters<typeof form.setFields>[0]),
    });
  };

  return (
    <Modal
      open={open}
      title={t('notices:publish.title')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('notices:publish.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={publish.isPending}
      okButtonProps={{ 'data-testid': 'notice-publish-submit' } as never}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ type: 'update', body: '' }}>
        <Form.Item name="title" label={t('notices:fields.title')} rules={[rule(NoticeCreateSchema.shape.title)]} required>
          <Input count={{ show: true, max: NOTICE_TITLE_MAX_LENGTH }} data-testid="notice-title" />
        </Form.Item>
        <Form.Item name="type" label={t('notices:fields.type')}>
          <Select options={NOTICE_TYPES.map((type) => ({ value: type, label: t(`notices:types.${type}`) }))} />
        </Form.Item>
        <Form.Item name="body" label={t('notices:fields.body')} rules={[rule(NoticeCreateSchema.shape.body)]}>
          <Input.TextArea rows={6} count={{ show: true, max: NOTICE_BODY_MAX_LENGTH }} data-testid="notice-body" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
