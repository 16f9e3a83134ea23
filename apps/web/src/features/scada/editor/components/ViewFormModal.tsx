import { VIEW_NAME_MAX_LENGTH, VIEW_PLATFORMS, ViewNameSchema, type ViewPlatform, type ViewSummary } from '@fieldlink/domain';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { serverFieldErrors } from '../../../../lib/forms/serverFieldErrors';
import { useSchemaRule } from '../../../../lib/forms/useSchemaRule';
import { validValues } from '../../../../lib/forms/validValues';

export interface ViewFormValues {
  name: string;
  platform: ViewPlatform;
  isMain: boolean;
}

export interface ViewFormModalProps {
  open: boolean;
  /** Renaming this view; null: a new view. */
  view: ViewSummary | null;
  onClose(): void;
  onSubmit(values: ViewFormValues): Promise<unknown>;
}

/** A new view (name, platform, main) or a view's new name; the domain's name rule, then the server's answer. */
export function ViewFormModal({ open, view, onClose, onSubmit }: ViewFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<ViewFormValues>();
  const platform = Form.useWatch('platform', form);

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (view) form.setFieldsValue({ name: view.name, platform: view.platform, isMain: view.isMain });
  }, [open, view, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit({ ...values, name: values.name.trim(), isMain: values.platform !== 'popup' && !!values.isMain });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['name', 'platform']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else if (error instanceof Error && error.message) form.setFields([{ name: 'name', errors: [error.message] }]);
    }
  };

  return (
    <Modal
      open={open}
      title={view ? t('scadaEditor:form.renameTitle') : t('scadaEditor:form.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'view-form-submit' }}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ platform: 'pc', isMain: false }}>
        <Form.Item
          name="name"
          label={t('scadaEditor:form.name')}
          extra={t('scadaEditor:form.nameHelp')}
          rules={[rule(ViewNameSchema)]}
          required
        >
          <Input autoComplete="off" count={{ show: true, max: VIEW_NAME_MAX_LENGTH }} data-testid="view-form-name" />
        </Form.Item>
        {!view && (
          <>
            <Form.Item name="platform" label={t('scadaEditor:form.platform')} required>
              <Select
                data-testid="view-form-platform"
                options={VIEW_PLATFORMS.map((value) => ({ value, label: t(`scadaEditor:platform.${value}`) }))}
              />
            </Form.Item>
            <Form.Item name="isMain" valuePropName="checked" extra={platform === 'popup' ? t('scadaEditor:form.isMainHelp') : undefined}>
              <Checkbox disabled={platform === 'popup'} data-testid="view-form-main">
                {t('scadaEditor:form.isMain')}
              </Checkbox>
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
