import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { leavingAsks } from '../../../../lib/navigation/guardedHistory';
import { useNavigationGuard } from '../../../../lib/navigation/NavigationGuard';

/**
 * While `dirty`, leaving asks first: another page of the app (a link, a menu, a tag, back or forward:
 * the app's navigation guard, a confirm dialog) and closing or reloading the tab (the browser's own prompt).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  useNavigationGuard(
    (current, next) => leavingAsks(dirty, current, next),
    (held) =>
      modal.confirm({
        title: t('scadaEditor:editor.leaveTitle'),
        content: t('scadaEditor:editor.leave'),
        okText: t('scadaEditor:editor.leaveOk'),
        okButtonProps: { danger: true, 'data-testid': 'editor-leave-confirm' },
        cancelText: t('scadaEditor:editor.stay'),
        onOk: held.proceed,
        onCancel: held.reset,
        // Closed any other way (Escape), the user stays: the first answer counts.
        afterClose: held.reset,
      }),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
