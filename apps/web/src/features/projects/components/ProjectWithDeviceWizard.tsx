import { ThunderboltOutlined } from '@ant-design/icons';
import {
  DEVICE_PROTOCOLS,
  DeviceCreateSchema,
  LocationSchema,
  ProjectCreateSchema,
  DEVICE_NAME_MAX_LENGTH,
  BOX_ID_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  DEVICE_TEXT_MAX_LENGTH,
} from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Form, Input, InputNumber, Modal, Row, Select, Space, Steps } from 'antd';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { devicesApi, generateBoxId, DEVICE_FORM_DEFAULTS, toDeviceCreate, type DeviceFormValues } from '../../devices';
import type { ProjectWithDeviceBody } from '../api/projectsApi';
import { useProjectGrouping } from '../hooks/useProjectGrouping';
import { nodePath } from '../utils/projectTree';
import { wizardErrors } from '../utils/wizardErrors';
import { ProjectPlacementFields } from './ProjectPlacementFields';
import { validValues } from '../../../lib/forms/validValues';

interface ProjectStepValues {
  name: string;
  location: string;
  groupId?: number | null;
  treeNodeId?: number | null;
}

export interface ProjectWithDeviceWizardProps {
  open: boolean;
  onClose(): void;
  onSubmit(body: ProjectWithDeviceBody): Promise<unknown>;
}

const LAST = 2;

/**
 * A new project and its first device (spec §7 addItemAndDevice) in three steps: the project, the
 * device, a confirmation. The server creates both or neither; a refused field is shown on its step.
 */
export function ProjectWithDeviceWizard({ open, onClose, onSubmit }: ProjectWithDeviceWizardProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const rule = useSchemaRule();
  const [projectForm] = Form.useForm<ProjectStepValues>();
  const [deviceForm] = Form.useForm<DeviceFormValues>();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const { groups, nodes } = useProjectGrouping(open);
  const types = useQuery({ queryKey: ['device-types'], queryFn: () => devicesApi.types(client, true), enabled: open });

  useLayoutEffect(() => {
    if (!open) return;
    setStep(0);
    projectForm.resetFields();
    deviceForm.resetFields();
  }, [open, projectForm, deviceForm]);

  const project = (): ProjectStepValues => projectForm.getFieldsValue(true) as ProjectStepValues;
  const device = (): DeviceFormValues => ({ ...DEVICE_FORM_DEFAULTS, ...(deviceForm.getFieldsValue(true) as DeviceFormValues) });

  const next = async () => {
    // A step with a field error stays where it is: the form shows the errors, nothing is thrown.
    const checked = step === 0 ? await validValues(projectForm) : await validValues(deviceForm);
    if (checked === undefined) return;
    setStep((at) => Math.min(at + 1, LAST));
  };

  const create = async () => {
    const values = project();
    const { projectId: _projectId, ...deviceBody } = toDeviceCreate(device());
    setBusy(true);
    try {
      await onSubmit({
        project: {
          name: values.name.trim(),
          location: LocationSchema.parse(values.location),
          groupId: values.groupId ?? null,
          treeNodeId: values.treeNodeId ?? null,
        },
        device: deviceBody,
      });
      onClose();
    } catch (error) {
      const found = wizardErrors(error);
      projectForm.setFields(found.fields.project as Parameters<typeof projectForm.setFields>[0]);
      deviceForm.setFields(found.fields.device as Parameters<typeof deviceForm.setFields>[0]);
      if (found.step !== null) setStep(found.step);
    } finally {
      setBusy(false);
    }
  };

  const deviceField = (name: keyof DeviceFormValues & keyof typeof DeviceCreateSchema.shape) => [rule(DeviceCreateSchema.shape[name])];
  const summary = step === LAST ? { project: project(), device: device() } : undefined;
  const footer = (
    <Space>
      <Button onClick={onClose}>{t('access:actions.cancel')}</Button>
      {step > 0 && (
        <Button onClick={() => setStep((at) => at - 1)} data-testid="wizard-back">
          {t('projects:wizard.back')}
        </Button>
      )}
      {step < LAST ? (
        <Button type="primary" onClick={() => void next().catch(() => undefined)} data-testid="wizard-next">
          {t('projects:wizard.next')}
        </Button>
      ) : (
        <Button type="primary" loading={busy} onClick={() => void create()} data-testid="wizard-create">
          {t('projects:wizard.create')}
        </Button>
      )}
    </Space>
  );

  return (
    <Modal
      open={open}
      title={t('projects:wizard.title')}
      onCancel={onClose}
      footer={footer}
      width={760}
      forceRender
      data-testid="project-wizard"
    >
      <Steps
        size="small"
        current={step}
        style={{ margin: '8px 0 24px' }}
        items={[
          { title: t('projects:wizard.steps.project') },
          { title: t('projects:wizard.steps.device') },
          { title: t('projects:wizard.steps.confirm') },
        ]}
        data-testid="wizard-steps"
      />
      <div style={{ display: step === 0 ? undefined : 'none' }}>
        <Form<ProjectStepValues> form={projectForm} layout="vertical" data-testid="wizard-project-form">
          <Form.Item name="name" label={t('projects:form.name')} rules={[rule(ProjectCreateSchema.shape.name)]} required>
            <Input autoComplete="off" maxLength={PROJECT_NAME_MAX_LENGTH} data-testid="wizard-project-name" />
          </Form.Item>
          <Form.Item
            name="location"
            label={t('projects:form.location')}
            rules={[rule(ProjectCreateSchema.shape.location)]}
            extra={t('projects:form.locationHint')}
            required
          >
            <Input autoComplete="off" placeholder="120.585316,31.298886" data-testid="wizard-project-location" />
          </Form.Item>
          <ProjectPlacementFields />
        </Form>
      </div>
      <div style={{ display: step === 1 ? undefined : 'none' }}>
        <Form<DeviceFormValues> form={deviceForm} layout="vertical" initialValues={DEVICE_FORM_DEFAULTS} data-testid="wizard-device-form">
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="name" label={t('devices:form.name')} rules={deviceField('name')} required>
                <Input autoComplete="off" maxLength={DEVICE_NAME_MAX_LENGTH} data-testid="wizard-device-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={t('devices:form.boxId')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="boxId" noStyle rules={deviceField('boxId')}>
                    <Input
                      autoComplete="off"
                      maxLength={BOX_ID_LENGTH}
                      placeholder={t('devices:form.boxIdHint')}
                      data-testid="wizard-device-boxId"
                    />
                  </Form.Item>
                  <Button
                    icon={<ThunderboltOutlined />}
                    onClick={() => {
                      deviceForm.setFieldsValue({ boxId: generateBoxId() });
                      void deviceForm.validateFields(['boxId']).catch(() => undefined);
                    }}
                    data-testid="wizard-device-boxId-generate"
                  >
                    {t('devices:form.generate')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="boxPassword" label={t('devices:form.boxPassword')} rules={deviceField('boxPassword')} required>
                <Input.Password autoComplete="new-password" data-testid="wizard-device-boxPassword" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="number" label={t('devices:form.number')} rules={deviceField('number')}>
                <Input autoComplete="off" maxLength={DEVICE_TEXT_MAX_LENGTH} data-testid="wizard-device-number" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="deviceTypeId" label={t('devices:form.deviceTypeId')}>
                <Select
                  allowClear
                  placeholder={t('devices:form.choose')}
                  options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="protocol" label={t('devices:form.protocol')}>
                <Select options={DEVICE_PROTOCOLS.map((value) => ({ value, label: t(`devices:protocols.${value}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="ip" label={t('devices:form.ip')} rules={deviceField('ip')}>
                <Input autoComplete="off" placeholder="192.168.1.10" data-testid="wizard-device-ip" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="port" label={t('devices:form.port')} rules={deviceField('port')}>
                <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="unitId" label={t('devices:form.unitId')} rules={deviceField('unitId')}>
                <InputNumber min={0} max={255} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </div>
      {summary && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="wizard-confirm">
          <Alert type="info" showIcon title={t('projects:wizard.confirmHint')} />
          <Descriptions size="small" bordered column={1} title={t('projects:wizard.steps.project')}>
            <Descriptions.Item label={t('projects:form.name')}>{summary.project.name}</Descriptions.Item>
            <Descriptions.Item label={t('projects:form.location')}>{summary.project.location}</Descriptions.Item>
            <Descriptions.Item label={t('projects:form.group')}>
              {groups.find((group) => group.id === summary.project.groupId)?.name ?? t('projects:form.none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('projects:form.treeNode')}>
              {nodePath(nodes, summary.project.treeNodeId) || t('projects:form.none')}
            </Descriptions.Item>
          </Descriptions>
          <Descriptions size="small" bordered column={1} title={t('projects:wizard.steps.device')}>
            <Descriptions.Item label={t('devices:form.name')}>{summary.device.name}</Descriptions.Item>
            <Descriptions.Item label={t('devices:form.boxId')}>{summary.device.boxId}</Descriptions.Item>
            <Descriptions.Item label={t('devices:form.protocol')}>{t(`devices:protocols.${summary.device.protocol}`)}</Descriptions.Item>
            <Descriptions.Item label={t('devices:form.ip')}>
              {summary.device.ip ? `${summary.device.ip}:${summary.device.port}` : t('projects:form.none')}
            </Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </Modal>
  );
}
