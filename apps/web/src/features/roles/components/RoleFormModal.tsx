import { RoleCreateSchema, ROLE_NAME_MAX_LENGTH, REMARKS_MAX_LENGTH } from '@fieldlink/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { RoleInput, RoleRow } from '../api/rolesApi';
import { validValues } from '../../../lib/forms/validValues';

export interface RoleFormModalProps {
  open: boolean;
  role: RoleRow | null;
  /** Grade 0 chooses the company of a new role from these. */
  companies?: { value: number; label: string }[];
  onClose(): void;
  onSubmit(values: RoleInput): Promise<unknown>;
}

/** Create or edit a role's name and remarks (RoleNameSchema). */
export function RoleFormModal({ open, role, companies, onClose, onSubmit }: RoleFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ name: string; remarks?: string; companyId?: number }>();
  const creating = role === null;

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (role) form.setFieldsValue({ name: role.name, remarks: role.remarks ?? undefined });
  }, [open, role, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit({
        name: values.name.trim(),
        remarks: values.remarks || null,
        ...(creating && companies ? { companyId: values.companyId ?? null } : {}),
      });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['name', 'remarks', 'companyId']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      title={creating ? t('roles:form.addTitle') : t('roles:form.editTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ 'data-testid': 'role-form-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical">
        {creating && companies && (
          <Form.Item
            name="companyId"
            label={t('roles:form.company')}
            rules={[{ required: true, message: t('messages:error.companyRequired') }]}
          >
            <Select options={companies} showSearch={{ optionFilterProp: 'label' }} data-testid="role-form-company" />
          </Form.Item>
        )}
        <Form.Item name="name" label={t('roles:form.name')} rules={[rule(RoleCreateSchema.shape.name)]} required>
          <Input maxLength={ROLE_NAME_MAX_LENGTH} data-testid="role-form-name" />
        </Form.Item>
        <Form.Item name="remarks" label={t('roles:form.remarks')} rules={[rule(RoleCreateSchema.shape.remarks)]}>
          <Input.TextArea rows={3} maxLength={REMARKS_MAX_LENGTH} showCount data-testid="role-form-remarks" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
