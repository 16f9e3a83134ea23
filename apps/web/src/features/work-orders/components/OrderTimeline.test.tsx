// @vitest-environment jsdom
import { recurNote } from '@fieldlink/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/resources';
import type { OrderDetail } from '../api/workOrdersApi';
import { OrderTimeline } from './OrderTimeline';

const entry = (action: string, note: string | null) =>
  ({
    action,
    note,
    by: null,
    at: '2026-11-01T08:00:00.000Z',
    fromStatus: 'pending',
    toStatus: 'pending',
  }) as unknown as OrderDetail['log'][number];

const render = (lang: 'en-US' | 'zh-CN', log: OrderDetail['log']) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(lang)}>
      <OrderTimeline log={log} />
    </I18nextProvider>,
  );

describe('OrderTimeline', () => {
  const recurred = entry('recur', recurNote('压缩机过流报警', 'Compressor overcurrent alarm', 200));

  it('words a recurrence note in the reader’s language (issue 37)', () => {
    const english = render('en-US', [recurred]);
    expect(english).toContain('The same alarm again: Compressor overcurrent alarm');
    expect(english).not.toContain('压缩机');
    const chinese = render('zh-CN', [recurred]);
    expect(chinese).toContain('同一报警再次发生:压缩机过流报警');
    expect(chinese).not.toContain('Compressor');
  });

  it('shows any other note as it was written', () => {
    expect(render('en-US', [entry('dispatch', '请尽快处理')])).toContain('请尽快处理');
  });
});
