import { Checkbox, ColorPicker, Flex, Input, InputNumber, Select, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One labelled row of the property panel. */
export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

export function NumberField(props: {
  label: ReactNode;
  value: number | undefined;
  onChange(value: number | undefined): void;
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  /** Clearing the field sets undefined (else it is ignored). */
  clearable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Field label={props.label}>
      <InputNumber
        size="small"
        style={{ width: '100%' }}
        value={props.value}
        min={props.min}
        max={props.max}
        step={props.step}
        precision={props.precision}
        placeholder={props.placeholder}
        disabled={props.disabled}
        onChange={(value) => {
          if (typeof value === 'number' && Number.isFinite(value)) props.onChange(value);
          else if (value === null && props.clearable) props.onChange(undefined);
        }}
        data-testid={props.testId}
      />
    </Field>
  );
}

export function TextField(props: {
  label: ReactNode;
  value: string | undefined;
  onChange(value: string): void;
  maxLength: number;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Field label={props.label}>
      <Input
        size="small"
        value={props.value ?? ''}
        maxLength={props.maxLength}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      />
    </Field>
  );
}

/** A colour as the scene stores it: `#rrggbb`, `#rrggbbaa`, or `none` when cleared. */
export function ColorField(props: {
  label: ReactNode;
  value: string | undefined;
  onChange(value: string): void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Field label={props.label}>
      <ColorPicker
        size="small"
        allowClear
        showText
        disabled={props.disabled}
        value={props.value === 'none' ? undefined : props.value}
        onChangeComplete={(color) => props.onChange(color.toHexString())}
        onClear={() => props.onChange('none')}
        data-testid={props.testId}
      />
    </Field>
  );
}

export function SelectField<V extends string | number>(props: {
  label: ReactNode;
  value: V | undefined;
  options: { value: V; label: ReactNode }[];
  onChange(value: V): void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Field label={props.label}>
      <Select<V>
        size="small"
        value={props.value}
        options={props.options}
        disabled={props.disabled}
        onChange={props.onChange}
        data-testid={props.testId}
      />
    </Field>
  );
}

export function CheckField(props: {
  label: ReactNode;
  value: boolean | undefined;
  onChange(value: boolean): void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Checkbox
      checked={!!props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.checked)}
      data-testid={props.testId}
    >
      {props.label}
    </Checkbox>
  );
}

/** Two or three fields side by side. */
export function Row({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(70px, 1fr))', gap: 8 }}>{children}</div>;
}
