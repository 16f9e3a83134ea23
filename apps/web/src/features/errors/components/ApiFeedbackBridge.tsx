import { App } from 'antd';
import { useEffect } from 'react';
import type { FeedbackSink } from '../../../lib/http/feedbackSink';
import { showErrorFeedback } from './showErrorFeedback';

/** Connects the API client's failures to antd's message and modal (themed and localized). */
export function ApiFeedbackBridge({ sink }: { sink: FeedbackSink }) {
  const { message, modal } = App.useApp();
  useEffect(() => {
    sink.current = (feedback) => showErrorFeedback(feedback, message, modal);
    return () => {
      sink.current = null;
    };
  }, [sink, message, modal]);
  return null;
}
