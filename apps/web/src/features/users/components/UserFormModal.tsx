import { UserCreateSchema, UserUpdateSchema, type UserCreate, type UserUpdate, REMARKS_MAX_LENGTH } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { companiesApi } from '../../customers';
import { usersApi, type UserRow } from '../api/usersApi';
import { validValues } from '../../../lib/forms/validValues';

interface UserFormValues {
  userName: string;
  password?: string;
  passwordConfirm?: string;
  companyId?: number;
  grade: 1 | 2;
  phone?: string;
  email?: string;
  remarks?: string;
  roleIds: number[];
  projectIds: number[];
  disabled?: boolean;
}

const FIELDS = ['userName', 'password', 'companyId', 'grade', 'phone', 'email', 'remarks', 'roleIds', 'projectIds', 'disabled'];

export interface UserFormModalProps {
  open: boolean;
  /** The user being edited; null: a new user. */
  user: UserRow | null;
  /** The signed-in user is grade 0: chooses the company. */
  superUser: boolean;
  onClose(): void;
  onSubmit(values: { create?: UserCreate; update?: UserUpdate }): Promise<unknown>;
}

/** Create or edit a user (domain UserCreateSchema / UserUpdateSchema on the fields). */
export function UserFormModal({ open, user, superUser, onClose, onSubmit }: UserFormModalProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<UserFormValues>();
  const creating = user === null;
  const companyId = Form.useWatch('companyId', form);

  const options = useQuery({ queryKey: ['users', 'options'], queryFn: () => usersApi.options(client), enabled: open });
  const companies = useQuery({
    queryKey: ['companies', 'options'],
    queryFn: () => companiesApi.list(client, { page: 1, pageSize: 500 }, true),
    enabled: open && superUser,
  });

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user) {
      form.setFieldsValue({
        userName: user.userName,
        companyId: user.companyId ?? undefined,
        grade: user.grade === 1 ? 1 : 2,
        phone: user.phone ?? undefined,
        email: user.email ?? undefined,
        remarks: user.remarks ?? undefined,
        roleIds: user.roles.map((role) => role.id),
        projectIds: user.projectIds,
        disabled: user.disabled,
      });
    }
  }, [open, user, form]);

  // Grade 0 picks the company first; roles and projects are then those of that company.
  const ownCompany = superUser ? (companyId ?? user?.companyId ?? null) : null;
  const inCompany = (item: { companyId: number | null }) => !superUser || ownCompany === null || item.companyId === ownCompany;
  const roleOptions = (options.data?.roles ?? []).filter(inCompany).map((role) => ({ value: role.id, label: role.name }));
  const projectOptions = (options.data?.projects ?? []).filter(inCompany).map((project) => ({ value: project.id, label: project.name }));

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const common = {
      userName: values.userName.trim(),
      grade: values.grade,
      phone: values.phone || null,
      email: values.email || null,
      remarks: values.remarks || null,
      roleIds: values.roleIds ?? [],
      projectIds: values.projectIds ?? [],
    };
    try {
      if (creating) {
        await onSubmit({
          create: { ...common, password: values.password ?? '', companyId: superUser ? (values.companyId ?? null) : undefined },
        });
      } else {
        await onSubmit({ update: { ...common, disabled: values.disabled ?? false } });
      }
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  const choose = t('users:form.choose');
  return (
    <Modal
      open={open}
      title={creating ? t('users:form.addTitle') : t('users:form.editTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'user-form-submit' }}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      forceRender
      width={760}
    >
      <Form<UserFormValues> form={form} layout="vertical" initialValues={{ grade: 2, roleIds: [], projectIds: [] }} data-testid="user-form">
        <Row gutter={16}>
          {superUser && (
            <Col span={24}>
              <Form.Item
                name="companyId"
                label={t('users:form.company')}
                rules={creating ? [{ required: true, message: t('messages:error.companyRequired') }] : []}
              >
                <Select
                  placeholder={choose}
                  disabled={!creating}
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={companies.isLoading}
                  options={(companies.data?.items ?? []).map((company) => ({ value: company.id, label: company.name }))}
                  data-testid="user-form-company"
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="userName" label={t('users:form.userName')} rules={[rule(UserCreateSchema.shape.userName)]} required>
              <Input autoComplete="off" data-testid="user-form-username" />
            </Form.Item>
          </Col>
          {creating && (
            <>
              <Col xs={24} sm={12}>
                <Form.Item name="password" label={t('users:form.password')} rules={[rule(UserCreateSchema.shape.password)]} required>
                  <Input.Password autoComplete="new-password" data-testid="user-form-password" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="passwordConfirm"
                  label={t('users:form.passwordConfirm')}
                  dependencies={['password']}
                  required
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_rule, value: unknown) =>
                        value === getFieldValue('password')
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('messages:validation.passwordMismatch'))),
                    }),
                  ]}
                >
                  <Input.Password autoComplete="new-password" data-testid="user-form-password-confirm" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="grade" label={t('users:form.grade')}>
              <Select
                options={[1, 2].map((grade) => ({ value: grade, label: t(builtKey(`users:grades.${grade}`)) }))}
                data-testid="user-form-grade"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('users:form.phone')} rules={[rule(UserCreateSchema.shape.phone)]}>
              <Input inputMode="tel" data-testid="user-form-phone" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('users:form.email')} rules={[rule(UserCreateSchema.shape.email)]}>
              <Input inputMode="email" data-testid="user-form-email" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="roleIds" label={t('users:form.roles')}>
              <Select
                mode="multiple"
                placeholder={choose}
                loading={options.isLoading}
                options={roleOptions}
                showSearch={{ optionFilterProp: 'label' }}
                data-testid="user-form-roles"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="projectIds" label={t('users:form.projects')}>
              <Select
                mode="multiple"
                placeholder={choose}
                loading={options.isLoading}
                options={projectOptions}
                showSearch={{ optionFilterProp: 'label' }}
                maxTagCount="responsive"
                data-testid="user-form-projects"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remarks" label={t('users:form.remarks')} rules={[rule(UserUpdateSchema.shape.remarks)]}>
              <Input.TextArea rows={2} maxLength={REMARKS_MAX_LENGTH} showCount />
            </Form.Item>
          </Col>
          {!creating && (
            <Col xs={24} sm={12}>
              <Form.Item name="disabled" label={t('users:form.disabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
