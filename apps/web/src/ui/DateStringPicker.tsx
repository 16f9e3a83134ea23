import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';

export interface DateStringPickerProps {
  /** The date as the domain holds it: `YYYY-MM-DD`. */
  value?: string | null;
  onChange?(value: string | undefined): void;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * antd's date picker holding a `YYYY-MM-DD` string, as the domain's date fields are: a form field
 * (Form.Item value/onChange) drawn like the antd controls beside it, never the browser's own input.
 */
export function DateStringPicker({ value, onChange, style, 'data-testid': testId }: DateStringPickerProps) {
  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      onChange={(date) => onChange?.(date ? date.format('YYYY-MM-DD') : undefined)}
      format="YYYY-MM-DD"
      style={{ width: '100%', ...style }}
      data-testid={testId}
    />
  );
}
