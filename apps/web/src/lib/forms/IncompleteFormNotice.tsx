import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showMobileToast } from '../../ui/mobileToast';
import { useShellKind } from '../platform/useShellKind';
import { INCOMPLETE_FORM_EVENT } from './incompleteForm';

/** The app's one listener for incomplete forms: "please complete the form", once however often it is raised. */
export function IncompleteFormNotice() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const shell = useShellKind();
  useEffect(() => {
    const show = () => {
      const content = t('messages:validation.completeForm');
      if (shell === 'mobile') void showMobileToast(content);
      else void message.warning({ content, key: INCOMPLETE_FORM_EVENT });
    };
    window.addEventListener(INCOMPLETE_FORM_EVENT, show);
    return () => window.removeEventListener(INCOMPLETE_FORM_EVENT, show);
  }, [t, message, shell]);
  return null;
}
