import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { manualHref, manualSectionOf } from '../sections';

/** The "?" link of a shell's header: the manual's section for the page on screen, in a new tab (a plain link: both shells draw without antd). */
export function ManualAnchor({
  pageName,
  className,
  style,
  children,
}: {
  pageName: string | undefined;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const section = manualSectionOf(pageName);
  return (
    <a
      className={className}
      style={style}
      href={manualHref(section)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('manual:open')}
      title={t('manual:open')}
      data-testid="manual-link"
      data-section={section}
    >
      {children}
    </a>
  );
}
