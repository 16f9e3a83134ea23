// antd's outlined icons (@ant-design/icons-svg, MIT) as plain SVG: the sign-in page draws them without the icon library.
import type { ReactElement } from 'react';
import { ICON_PATHS } from './plainIconPaths';

function icon(d: readonly string[]): () => ReactElement {
  return function Icon() {
    return (
      <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
        {d.map((path) => (
          <path key={path} d={path} />
        ))}
      </svg>
    );
  };
}

export const UserIcon = icon(ICON_PATHS.user);
export const LockIcon = icon(ICON_PATHS.lock);
export const PlayIcon = icon(ICON_PATHS.play);
export const DashboardIcon = icon(ICON_PATHS.dashboard);
export const AlertIcon = icon(ICON_PATHS.alert);
export const ToolIcon = icon(ICON_PATHS.tool);
export const GlobeIcon = icon(ICON_PATHS.globe);
export const ErrorIcon = icon(ICON_PATHS.error);
export const EyeIcon = icon(ICON_PATHS.eye);
export const EyeHiddenIcon = icon(ICON_PATHS.eyeHidden);
