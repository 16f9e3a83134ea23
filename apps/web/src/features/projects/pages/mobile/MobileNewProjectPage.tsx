import {
  DeviceCreateSchema,
  LocationSchema,
  ProjectCreateSchema,
  DEVICE_NAME_MAX_LENGTH,
  BOX_ID_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
} from '@fieldlink/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space, Steps, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { EmptyState } from '../../../../ui/EmptyState';
import { useSchemaRule } from '../../../../lib/forms/useSchemaRule';
import { usePermission } from '../../../access';
import { generateBoxId, MobileProtocolFields, mobileConnection, type MobileConnectionValues } from '../../../devices';
import { projectsApi, type ProjectWithDeviceBody } from '../../api/projectsApi';
import { projectDetailPath } from '../../../project-refs';
import { wizardErrors } from '../../utils/wizardErrors';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

interface ProjectValues {
  name: string;
  location: string;
}
interface DeviceValues extends MobileConnectionValues {
  name: string;
  boxId: string;
  boxPassword: string;
}

/**
 * Mobile /items/item_add: a new project and its first device in two steps (spec §7
 * addItemAndDevice). Both are created, or neither; a refused field is shown on its step.
 */
export function MobileNewProjectPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rule = useSchemaRule();
  const [projectForm] = Form.useForm<ProjectValues>();
  const [deviceForm] = Form.useForm<DeviceValues>();
  const [step, setStep] = useState(0);
  const canAddProject = usePermission('item_page').can('add');
  const canAddDevice = usePermission('deviceConfigration').can('add');

  const create = useMutation({
    mutationFn: (body: ProjectWithDeviceBody) => projectsApi.createWithDevice(client, body),
    onSuccess: ({ project, device }) => {
      Toast.show({ icon: 'success', content: t('projects:wizard.done', { project: project.name, device: device.name }) });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      void queryClient.invalidateQueries({ queryKey: ['devices'] });
      void navigate(projectDetailPath(project), { replace: true });
    },
    onError: (error) => {
      const found = wizardErrors(error);
      projectForm.setFields(found.fields.project);
      deviceForm.setFields(found.fields.device);
      if (found.step !== null) setStep(found.step);
    },
  });

  if (!canAddProject || !canAddDevice) return <EmptyState title={t('access:noAuthority')} description="" />;

  const submit = (device: DeviceValues) => {
    const project = projectForm.getFieldsValue(true) as ProjectValues;
    create.mutate({
      project: { name: project.name.trim(), location: LocationSchema.parse(project.location) },
      device: { name: device.name.trim(), boxId: device.boxId.trim(), boxPassword: device.boxPassword, ...mobileConnection(device) },
    });
  };

  return (
    <div data-testid="mobile-new-project">
      <Steps current={step}>
        <Steps.Step title={t('projects:wizard.steps.project')} />
        <Steps.Step title={t('projects:wizard.steps.device')} />
      </Steps>
      <div style={{ display: step === 0 ? undefined : 'none' }}>
        <Form
          form={projectForm}
          layout="vertical"
          onFinishFailed={announceIncompleteForm}
          onFinish={() => setStep(1)}
          footer={
            <Button block type="submit" color="primary" size="large" data-testid="mobile-wizard-next">
              {t('projects:wizard.next')}
            </Button>
          }
        >
          <Form.Item name="name" label={t('projects:form.name')} rules={[rule(ProjectCreateSchema.shape.name) as never]}>
            <Input clearable maxLength={PROJECT_NAME_MAX_LENGTH} data-testid="mobile-wizard-project-name" />
          </Form.Item>
          <Form.Item
            name="location"
            label={t('projects:form.location')}
            description={t('projects:form.locationHint')}
            rules={[rule(ProjectCreateSchema.shape.location) as never]}
          >
            <Input clearable placeholder="120.585316,31.298886" data-testid="mobile-wizard-project-location" />
          </Form.Item>
        </Form>
      </div>
      <div style={{ display: step === 1 ? undefined : 'none' }}>
        <Form
          form={deviceForm}
          layout="vertical"
          onFinishFailed={announceIncompleteForm}
          onFinish={submit}
          footer={
            <Space direction="vertical" block>
              <Button block type="submit" color="primary" size="large" loading={create.isPending} data-testid="mobile-wizard-create">
                {t('projects:wizard.create')}
              </Button>
              <Button block size="large" onClick={() => setStep(0)} data-testid="mobile-wizard-back">
                {t('projects:wizard.back')}
              </Button>
            </Space>
          }
        >
          <Form.Item name="name" label={t('devices:form.name')} rules={[rule(DeviceCreateSchema.shape.name) as never]}>
            <Input clearable maxLength={DEVICE_NAME_MAX_LENGTH} data-testid="mobile-wizard-device-name" />
          </Form.Item>
          <Form.Item
            name="boxId"
            label={t('devices:form.boxId')}
            rules={[rule(DeviceCreateSchema.shape.boxId) as never]}
            extra={
              <Button
                size="small"
                onClick={() => deviceForm.setFieldsValue({ boxId: generateBoxId() })}
                data-testid="mobile-wizard-boxId-generate"
              >
                {t('devices:form.generate')}
              </Button>
            }
          >
            <Input clearable maxLength={BOX_ID_LENGTH} placeholder={t('devices:form.boxIdHint')} data-testid="mobile-wizard-device-boxId" />
          </Form.Item>
          <Form.Item name="boxPassword" label={t('devices:form.boxPassword')} rules={[rule(DeviceCreateSchema.shape.boxPassword) as never]}>
            <Input type="password" autoComplete="new-password" data-testid="mobile-wizard-device-boxPassword" />
          </Form.Item>
          <MobileProtocolFields form={deviceForm} />
        </Form>
      </div>
    </div>
  );
}
