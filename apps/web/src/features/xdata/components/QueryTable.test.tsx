// @vitest-environment jsdom
import { XDATA_RESULT_MAX_BYTES } from '@fieldlink/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/resources';
import { QueryTable } from './QueryTable';

const render = (lang: 'en-US' | 'zh-CN', cutAtBytes?: number) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(lang)}>
      <QueryTable result={{ columns: ['v'], rows: [['x']], truncated: cutAtBytes !== undefined, ...(cutAtBytes ? { cutAtBytes } : {}) }} />
    </I18nextProvider>,
  );

describe('QueryTable', () => {
  it('says, in the reader’s language, that the server cut the result at its byte limit', () => {
    expect(render('en-US', XDATA_RESULT_MAX_BYTES)).toContain('The result passed 2 MB: only the rows before it are shown.');
    expect(render('zh-CN', XDATA_RESULT_MAX_BYTES)).toContain('查询结果超过 2 MB,只显示之前的行。');
  });

  it('says nothing of a cut when the whole result came', () => {
    const html = render('en-US');
    expect(html).not.toContain('xdata-result-cut');
    expect(html).toContain('xdata-query-table');
  });
});
