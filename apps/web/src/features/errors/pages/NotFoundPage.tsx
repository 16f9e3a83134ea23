import { pageByPath, type PageDef } from '@fieldlink/domain';
import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { ErrorResult } from '../components/ErrorResult';

/**
 * An unknown address. On a phone, an address of a desktop page (a link sent from a computer, an old
 * bookmark) says so and offers the page's phone version, or home, instead of a bare 404.
 */
export function NotFoundPage() {
  const shell = useShellKind();
  const { pathname } = useLocation();
  const desktopPage = shell === 'mobile' ? pageByPath('desktop', pathname) : undefined;
  return desktopPage ? <DesktopOnly page={desktopPage} /> : <ErrorResult code="404" />;
}

function DesktopOnly({ page }: { page: PageDef }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const phonePath = page.paths.mobile;
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '70vh', padding: 24 }} data-testid="desktop-only">
      <Result
        status="info"
        title={t('errors:desktopOnly.title')}
        subTitle={t('errors:desktopOnly.body', { page: page.title[language] })}
        extra={
          phonePath ? (
            <Button type="primary" data-testid="desktop-only-phone" onClick={() => void navigate(phonePath, { replace: true })}>
              {t('errors:desktopOnly.phonePage')}
            </Button>
          ) : (
            <Button type="primary" data-testid="error-home" onClick={() => void navigate('/home')}>
              {t('errors:desktopOnly.home')}
            </Button>
          )
        }
      />
    </div>
  );
}
