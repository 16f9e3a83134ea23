import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { ErrorFeedback } from '../../../lib/http/errorFeedback';

/** Shows an API failure the way spec §8 asks: a timed message, or a modal that cannot be closed. */
export function showErrorFeedback(feedback: ErrorFeedback, message: MessageInstance, modal: HookAPI): void {
  if (feedback.kind === 'message') {
    // One toast per text: the same failure again (a retry, several calls) refreshes it instead of stacking another.
    void message.open({
      type: feedback.level === 'info' ? 'info' : 'error',
      content: feedback.text,
      duration: feedback.seconds,
      key: `api-feedback:${feedback.text}`,
    });
    return;
  }
  if (feedback.kind === 'modal') {
    const instance = modal.error({
      title: feedback.title,
      content: feedback.content,
      closable: feedback.closable,
      maskClosable: false,
      keyboard: false,
      footer: null,
    });
    window.setTimeout(() => instance.destroy(), feedback.seconds * 1000);
  }
}
