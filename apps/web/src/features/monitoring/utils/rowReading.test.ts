import { describe, expect, it } from 'vitest';
import type { PointRow } from '../../points/api/pointsApi';
import { rowReading } from './rowReading';

const running = {
  name: 'running',
  dataType: 10,
  valueDescription: '运行状态|Running',
  multiSegment: '0=停止|Stopped;1=运行|Running',
} as PointRow;

describe('rowReading', () => {
  it("shows a Bool as the point's words and its display name", () => {
    const row = { name: 'running', value: true, display: '1', unit: null, dataType: 10, config: running };
    expect(rowReading(row, 'en-US')).toEqual({ label: 'Running', display: 'Running', unit: null });
    expect(rowReading({ ...row, value: false, display: '0' }, 'zh-CN')).toEqual({ label: '运行状态', display: '停止', unit: null });
  });

  it('shows a Bool without words as On / Off', () => {
    const row = { name: 'door', value: 1, display: '1', unit: null, dataType: 10 };
    expect(rowReading(row, 'en-US').display).toBe('On');
    expect(rowReading({ ...row, value: 0 }, 'zh-CN').display).toBe('关');
  });

  it("keeps the server's text for numbers and a missing value", () => {
    const row = { name: 'temp', value: 233.2, display: '233.2', unit: '℃', dataType: 2 };
    expect(rowReading(row, 'en-US')).toEqual({ label: 'temp', display: '233.2', unit: '℃' });
    expect(rowReading({ ...row, dataType: 10, value: null, display: '—' }, 'en-US').display).toBe('—');
  });
});
