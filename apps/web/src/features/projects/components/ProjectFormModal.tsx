import { LocationSchema, ProjectCreateSchema, type ProjectCreate, PROJECT_NAME_MAX_LENGTH } from '@fieldlink/domain';
import { Form, Input, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { ProjectRow } from '../api/projectsApi';
import { ProjectPlacementFields } from './ProjectPlacementFields';
import { validValues } from '../../../lib/forms/validValues';

export interface ProjectFormModalProps {
  open: boolean;
  /** The project being edited; null: a new one. */
  project: ProjectRow | null;
  onClose(): void;
  onSubmit(values: ProjectCreate): Promise<unknown>;
}

interface ProjectFormValues {
  name: string;
  location: string;
  groupId?: number | null;
  treeNodeId?: number | null;
}

/** Create or edit a project: name, "lng,lat" location, group and tree node (ProjectCreateSchema). */
export function ProjectFormModal({ open, project, onClose, onSubmit }: ProjectFormModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<ProjectFormValues>();

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    if (project)
      form.setFieldsValue({
        name: project.name,
        location: project.location,
        groupId: project.groupId ?? undefined,
        treeNodeId: project.treeNodeId ?? undefined,
      });
  }, [open, project, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit({
        name: values.name.trim(),
        location: LocationSchema.parse(values.location),
        groupId: values.groupId ?? null,
        treeNodeId: values.treeNodeId ?? null,
      });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, ['name', 'location', 'groupId', 'treeNodeId']);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={open}
      title={project ? t('projects:form.editTitle') : t('projects:form.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'project-form-submit' }}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      forceRender
    >
      <Form<ProjectFormValues> form={form} layout="vertical" data-testid="project-form">
        <Form.Item name="name" label={t('projects:form.name')} rules={[rule(ProjectCreateSchema.shape.name)]} required>
          <Input autoComplete="off" maxLength={PROJECT_NAME_MAX_LENGTH} data-testid="project-form-name" />
        </Form.Item>
        <Form.Item
          name="location"
          label={t('projects:form.location')}
          rules={[rule(ProjectCreateSchema.shape.location)]}
          extra={t('projects:form.locationHint')}
          required
        >
          <Input autoComplete="off" placeholder="120.585316,31.298886" data-testid="project-form-location" />
        </Form.Item>
        <ProjectPlacementFields companyId={project?.companyId} />
      </Form>
    </Modal>
  );
}
