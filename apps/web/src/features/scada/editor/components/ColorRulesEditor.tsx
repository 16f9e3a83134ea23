import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColorRule } from '@fieldlink/domain';
import { Button, ColorPicker, Flex, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from '../../../../i18n/useTranslation';

const OPS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between'] as const;
/** The scene's limit on rules per element. */
const MAX_RULES = 20;

export interface ColorRulesEditorProps {
  rules: readonly ColorRule[];
  onChange(rules: ColorRule[]): void;
  disabled?: boolean;
}

/** Value-to-colour rules, first match wins (the lamp's, a shape's or a symbol's state colour). */
export function ColorRulesEditor({ rules, onChange, disabled }: ColorRulesEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<ColorRule>) =>
    onChange(rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));
  return (
    <Flex vertical gap={6} data-testid="prop-rules">
      {rules.map((rule, index) => (
        <Flex key={index} gap={4} align="center" wrap data-testid={`prop-rule-${index}`}>
          <Select
            size="small"
            style={{ width: 76 }}
            value={rule.op}
            disabled={disabled}
            onChange={(op) => change(index, { op, value2: op === 'between' ? (rule.value2 ?? rule.value) : undefined })}
            options={OPS.map((op) => ({ value: op, label: t(`scadaEditor:props.ruleOps.${op}`) }))}
            data-testid={`prop-rule-op-${index}`}
          />
          <InputNumber
            size="small"
            style={{ width: 64 }}
            value={rule.value}
            disabled={disabled}
            aria-label={t('scadaEditor:props.ruleValue')}
            onChange={(value) => typeof value === 'number' && change(index, { value })}
            data-testid={`prop-rule-value-${index}`}
          />
          {rule.op === 'between' && (
            <InputNumber
              size="small"
              style={{ width: 64 }}
              value={rule.value2}
              disabled={disabled}
              aria-label={t('scadaEditor:props.ruleValue2')}
              onChange={(value2) => typeof value2 === 'number' && change(index, { value2 })}
            />
          )}
          <ColorPicker
            size="small"
            value={rule.color === 'none' ? undefined : rule.color}
            disabled={disabled}
            onChangeComplete={(color) => change(index, { color: color.toHexString() })}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            disabled={disabled}
            aria-label={t('access:actions.delete')}
            onClick={() => onChange(rules.filter((_rule, at) => at !== index))}
          />
        </Flex>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={disabled || rules.length >= MAX_RULES}
        onClick={() => onChange([...rules, { op: 'eq', value: rules.length, color: '#22c55e' }])}
        data-testid="prop-rule-add"
      >
        {t('scadaEditor:props.addRule')}
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('scadaEditor:props.rulesHint')}
      </Typography.Text>
    </Flex>
  );
}
