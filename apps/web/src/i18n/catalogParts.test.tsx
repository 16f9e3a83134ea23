// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, ensureCatalog, hasFullCatalog, loadCatalog } from './index';
import { RESOURCES } from './resources';
import { useTranslation } from './useTranslation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Texts() {
  const { t } = useTranslation();
  return (
    <>
      <span id="common">{t('actions.cancel')}</span>
      <span id="home">{t('home:welcome', { name: 'A' })}</span>
      <span id="reports">{t('reports:collection.title')}</span>
    </>
  );
}

describe('catalog parts', () => {
  it('adds the shell part (the shells and the home) before the rest, and the rest holds it too', async () => {
    const instance = createI18n('zh-CN', { 'zh-CN': await loadCatalog('zh-CN') });
    await ensureCatalog(instance, 'zh-CN', 'shell');
    expect(hasFullCatalog(instance, 'zh-CN', 'shell')).toBe(true);
    expect(hasFullCatalog(instance, 'zh-CN')).toBe(false);
    expect(instance.t('home:welcome', { name: 'A' })).toBe('欢迎回来,A');
    expect(instance.t('messages:workOrder.status.pending')).toBe(RESOURCES['zh-CN'].messages['workOrder.status.pending']);
    expect(instance.exists('reports:collection.title')).toBe(false);
    await ensureCatalog(instance, 'zh-CN');
    expect(hasFullCatalog(instance, 'zh-CN')).toBe(true);
    expect(instance.t('reports:collection.title')).toBe(RESOURCES['zh-CN'].reports.collection.title);
  });

  it('never shows a key the catalogs at hand lack: blank until the rest arrives, then its text', async () => {
    const instance = createI18n('en-US', { 'en-US': await loadCatalog('en-US') });
    await ensureCatalog(instance, 'en-US', 'shell');
    const host = document.createElement('div');
    const root = createRoot(host);
    // Drawn without waiting for promises: the rest of the catalogs is still on its way.
    act(() =>
      root.render(
        <I18nextProvider i18n={instance}>
          <Texts />
        </I18nextProvider>,
      ),
    );
    const text = (id: string) => host.querySelector(`#${id}`)?.textContent;
    expect(text('common')).toBe(RESOURCES['en-US'].common.actions.cancel);
    expect(text('home')).toBe('Welcome back, A');
    // Asked for by the text that lacked it; the component draws again once it is in.
    expect(text('reports')).toBe('');
    await act(() => ensureCatalog(instance, 'en-US'));
    expect(text('reports')).toBe(RESOURCES['en-US'].reports.collection.title);
    act(() => root.unmount());
  });
});
