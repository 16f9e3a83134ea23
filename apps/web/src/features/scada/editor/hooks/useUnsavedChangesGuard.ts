import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving asks first: another page of the app (the router's blocker, a confirm
 * dialog) and closing or reloading the tab (the browser's own prompt).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );

  // One dialog per blocked navigation, however often the page renders meanwhile.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asking.current = false;
      return;
    }
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('scadaEditor:editor.leaveTitle'),
      content: t('scadaEditor:editor.leave'),
      okText: t('scadaEditor:editor.leaveOk'),
      okButtonProps: { danger: true, 'data-testid': 'editor-leave-confirm' },
      cancelText: t('scadaEditor:editor.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
