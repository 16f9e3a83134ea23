import { detectPlatform, type Platform } from '@fieldlink/domain';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { hashQuery } from './hashQuery';

const PlatformContext = createContext<Platform>('browser');

export function readPlatform(): Platform {
  const wx = (window as Window & { __wxjs_environment?: string }).__wxjs_environment;
  return detectPlatform({ userAgent: navigator.userAgent, wxEnvironment: wx, query: hashQuery(window.location.hash) });
}

/** Where the app runs (browser, WeChat mini program, app wrapper), detected once on start. */
export function PlatformProvider({ children }: { children: ReactNode }) {
  const [platform] = useState(readPlatform);
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
