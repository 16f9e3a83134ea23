import { createContext } from 'react';
import type { ErrorFeedback } from './errorFeedback';

/** Where the API client's failures go: filled by whichever provider draws them (antd's, with the shells). */
export interface FeedbackSink {
  current: ((feedback: ErrorFeedback) => void) | null;
}

/** The app's one sink, handed from App to the providers that arrive with the shells and the pages outside them. */
export const FeedbackSinkContext = createContext<FeedbackSink>({ current: null });
