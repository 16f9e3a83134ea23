import { pointLabel, RECIPE_DESCRIPTION_MAX, RECIPE_POINT_NAME_MAX } from '@fieldlink/domain';
import { useLanguage } from '../../../lib/language/useLanguage';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  ALARM_OPS,
  RECIPE_ITEM_NAME_MAX,
  RECIPE_NAME_MAX,
  RECIPE_RULE_NAME_MAX,
  RECIPE_TIMEOUT_DEFAULT_MS,
  RECIPE_VALUE_MAX,
  RECIPE_VALUE_MIN,
  RecipeBodySchema,
} from '@fieldlink/domain';
import { Alert, Button, Checkbox, Divider, Form, Input, InputNumber, Modal, Radio, Select, Space, Typography } from 'antd';
import { useLayoutEffect, useState } from 'react';
import { useTranslation, builtKey, type CatalogKey } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { validValues } from '../../../lib/forms/validValues';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { devicesApi } from '../../devices';
import { pointsApi } from '../../points';
import type { Recipe, RecipeBody } from '../api/recipesApi';
import { recipeProblem } from '../utils/recipeProblem';

interface FormValues {
  name: string;
  /** One device, or a device type (its conditions then name points by name). */
  target: 'device' | 'type';
  deviceId?: number;
  deviceTypeId?: number;
  description?: string;
  timeoutS: number;
  items: { name?: string; value?: number }[];
  rules: { name?: string; sourceStart?: number; length?: number; area?: string; targetStart?: number }[];
  hasCompletion: boolean;
  completion?: { area?: string; address?: number; bit?: number | null };
  conditions: { pointId?: number | null; pointName?: string | null; op: string; value?: number; value2?: number | null }[];
}

const required = (t: (key: CatalogKey) => string) => [{ required: true, message: t('messages:validation.required') }];

/** A recipe's form: its device or device type, the value table as a grid, the rules, the completion flag and the download conditions. */
export function RecipeEditorModal({
  recipe,
  deviceId,
  open,
  onClose,
  onSubmit,
}: {
  recipe: Recipe | null;
  /** The device a new recipe is for (the page's filter). */
  deviceId?: number;
  open: boolean;
  onClose: () => void;
  onSubmit: (body: RecipeBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const chosenDevice = Form.useWatch('deviceId', form);
  const target = Form.useWatch('target', form) ?? 'device';
  const chosenType = Form.useWatch('deviceTypeId', form);
  const hasCompletion = Form.useWatch('hasCompletion', form);
  const devices = useQuery({
    queryKey: ['devices', 'options'],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true),
    enabled: open,
  });
  const types = useQuery({ queryKey: ['device-types'], queryFn: () => devicesApi.types(client, true), enabled: open });
  const points = useQuery({
    queryKey: ['points', chosenDevice],
    queryFn: () => pointsApi.list(client, chosenDevice!),
    enabled: open && !!chosenDevice,
  });
  const pointOptions = (points.data?.items ?? []).map((p) => ({ value: p.id, label: pointLabel(p, language) }));

  useLayoutEffect(() => {
    if (!open) return;
    form.resetFields();
    setProblem(null);
    if (recipe)
      form.setFieldsValue({
        name: recipe.name,
        target: recipe.deviceTypeId === null ? 'device' : 'type',
        deviceId: recipe.deviceId ?? undefined,
        deviceTypeId: recipe.deviceTypeId ?? undefined,
        description: recipe.description,
        timeoutS: recipe.timeoutMs / 1000,
        items: recipe.items,
        rules: recipe.rules,
        hasCompletion: recipe.completion !== null,
        completion: recipe.completion ?? { area: '4x' },
        conditions: recipe.conditions,
      });
    else if (deviceId) form.setFieldsValue({ deviceId });
  }, [open, recipe, deviceId, form]);

  async function submit() {
    const v = await validValues(form);
    if (!v) return;
    const body: RecipeBody = {
      name: v.name,
      deviceId: v.target === 'device' ? (v.deviceId ?? null) : null,
      deviceTypeId: v.target === 'type' ? (v.deviceTypeId ?? null) : null,
      description: v.description ?? '',
      timeoutMs: Math.round(v.timeoutS * 1000),
      items: v.items.map((item) => ({ name: item.name ?? '', value: item.value ?? 0 })),
      rules: v.rules.map((r) => ({
        name: r.name ?? '',
        sourceStart: r.sourceStart ?? 0,
        length: r.length ?? 1,
        area: r.area ?? '',
        targetStart: r.targetStart ?? 0,
      })),
      completion: v.hasCompletion
        ? { area: v.completion?.area ?? '', address: v.completion?.address ?? 0, bit: v.completion?.bit ?? null }
        : null,
      conditions: v.conditions.map((c) => ({
        ...(v.target === 'type' ? { pointName: c.pointName ?? null } : { pointId: c.pointId ?? null }),
        op: c.op as never,
        value: c.value ?? 0,
        value2: c.value2 ?? null,
      })),
    };
    // The server's rules, checked here first so the form says what is wrong before sending.
    const found = recipeProblem(body);
    if (found) return setProblem(t(builtKey(`messages:${found.key}`), found.params) + (found.where ? ` (${found.where})` : ''));
    await onSubmit(body);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t(recipe ? 'recipes:editor.edit' : 'recipes:editor.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      width={880}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'recipe-save' }}
      data-testid="recipe-editor"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          target: 'device',
          timeoutS: RECIPE_TIMEOUT_DEFAULT_MS / 1000,
          items: [{ name: '', value: 0 }],
          rules: [{ name: '', sourceStart: 0, length: 1, area: '4x', targetStart: 0 }],
          hasCompletion: false,
          completion: { area: '4x' },
          conditions: [],
        }}
      >
        <Space wrap align="start">
          <Form.Item name="name" label={t('recipes:fields.name')} rules={[rule(RecipeBodySchema.shape.name)]}>
            <Input count={{ show: true, max: RECIPE_NAME_MAX }} style={{ width: 240 }} data-testid="recipe-name" />
          </Form.Item>
          <Form.Item name="target" label={t('recipes:fields.target')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'device', label: t('recipes:target.device') },
                { value: 'type', label: t('recipes:target.type') },
              ]}
              onChange={() => form.setFieldsValue({ conditions: [] })}
              data-testid="recipe-target"
            />
          </Form.Item>
          {target === 'device' ? (
            <Form.Item name="deviceId" label={t('recipes:fields.device')} rules={required(t)}>
              <Select
                style={{ width: 220 }}
                showSearch={{ optionFilterProp: 'label' }}
                options={(devices.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
                data-testid="recipe-device"
              />
            </Form.Item>
          ) : (
            <Form.Item name="deviceTypeId" label={t('recipes:fields.deviceType')} rules={required(t)}>
              <Select
                style={{ width: 220 }}
                showSearch={{ optionFilterProp: 'label' }}
                options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                data-testid="recipe-device-type"
              />
            </Form.Item>
          )}
          <Form.Item name="timeoutS" label={t('recipes:fields.timeoutS')} rules={required(t)}>
            <InputNumber min={1} max={60} precision={1} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item name="description" label={t('recipes:fields.description')}>
          <Input maxLength={RECIPE_DESCRIPTION_MAX} />
        </Form.Item>

        <Divider titlePlacement="start">{t('recipes:editor.values')}</Divider>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <div data-testid="recipe-grid" style={{ maxHeight: 260, overflowY: 'auto' }}>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Typography.Text type="secondary" style={{ display: 'inline-block', width: 36 }}>
                    {index}
                  </Typography.Text>
                  <Form.Item name={[field.name, 'name']} style={{ marginBottom: 8 }}>
                    <Input placeholder={t('recipes:fields.itemName')} maxLength={RECIPE_ITEM_NAME_MAX} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} rules={required(t)} style={{ marginBottom: 8 }}>
                    <InputNumber
                      min={RECIPE_VALUE_MIN}
                      max={RECIPE_VALUE_MAX}
                      precision={0}
                      placeholder={t('recipes:fields.value')}
                      style={{ width: 140 }}
                      data-testid={`recipe-value-${index}`}
                    />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', value: 0 })} data-testid="recipe-add-row">
                {t('recipes:editor.addRow')}
              </Button>
            </div>
          )}
        </Form.List>

        <Divider titlePlacement="start">{t('recipes:editor.rules')}</Divider>
        <Form.List name="rules">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'name']} label={t('recipes:fields.ruleName')} rules={required(t)}>
                    <Input maxLength={RECIPE_RULE_NAME_MAX} style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'sourceStart']} label={t('recipes:fields.sourceStart')} rules={required(t)}>
                    <InputNumber min={0} precision={0} style={{ width: 100 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'length']} label={t('recipes:fields.length')} rules={required(t)}>
                    <InputNumber min={1} precision={0} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'area']} label={t('recipes:fields.area')} rules={required(t)}>
                    <Input style={{ width: 70 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'targetStart']} label={t('recipes:fields.targetStart')} rules={required(t)}>
                    <InputNumber min={0} max={65535} precision={0} style={{ width: 110 }} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ area: '4x', sourceStart: 0, length: 1, targetStart: 0 })}>
                {t('recipes:editor.addRule')}
              </Button>
            </>
          )}
        </Form.List>

        <Divider titlePlacement="start">{t('recipes:editor.completion')}</Divider>
        <Form.Item name="hasCompletion" valuePropName="checked">
          <Checkbox>{t('recipes:editor.useCompletion')}</Checkbox>
        </Form.Item>
        {hasCompletion && (
          <Space wrap>
            <Form.Item name={['completion', 'area']} label={t('recipes:fields.area')} rules={required(t)}>
              <Input style={{ width: 70 }} />
            </Form.Item>
            <Form.Item name={['completion', 'address']} label={t('recipes:fields.address')} rules={required(t)}>
              <InputNumber min={0} max={65535} precision={0} style={{ width: 110 }} />
            </Form.Item>
            <Form.Item name={['completion', 'bit']} label={t('recipes:fields.bit')}>
              <InputNumber min={0} max={15} precision={0} style={{ width: 90 }} />
            </Form.Item>
          </Space>
        )}

        <Divider titlePlacement="start">{t('recipes:editor.conditions')}</Divider>
        <Form.List name="conditions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                  {target === 'type' ? (
                    <Form.Item name={[field.name, 'pointName']} rules={required(t)}>
                      <Input style={{ width: 180 }} maxLength={RECIPE_POINT_NAME_MAX} placeholder={t('recipes:fields.pointName')} />
                    </Form.Item>
                  ) : (
                    <Form.Item name={[field.name, 'pointId']} rules={required(t)}>
                      <Select style={{ width: 180 }} options={pointOptions} placeholder={t('recipes:fields.point')} />
                    </Form.Item>
                  )}
                  <Form.Item name={[field.name, 'op']} initialValue="==">
                    <Select
                      style={{ width: 130 }}
                      options={ALARM_OPS.map((op) => ({ value: op, label: t(builtKey(`reports:ops.${op}`)) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} rules={required(t)}>
                    <InputNumber style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value2']}>
                    <InputNumber style={{ width: 110 }} />
                  </Form.Item>
                  <MinusCircleOutlined onClick={() => remove(field.name)} />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ op: '==' })}
                disabled={target === 'type' ? !chosenType : !chosenDevice}
              >
                {t('recipes:editor.addCondition')}
              </Button>
            </>
          )}
        </Form.List>
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 16 }} data-testid="recipe-problem" />}
      </Form>
    </Modal>
  );
}
