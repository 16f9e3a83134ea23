import { Button, Result } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';

export interface ErrorResultProps {
  code: '401' | '404' | '500';
}

const STATUS = { '401': '403', '404': '404', '500': '500' } as const;

/** A full-page error with a way back home. */
export function ErrorResult({ code }: ErrorResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '70vh', padding: 24 }}>
      <Result
        status={STATUS[code]}
        title={code}
        subTitle={t(`errors:page.${code}`)}
        extra={
          <Button type="primary" data-testid="error-home" onClick={() => void navigate('/home')}>
            {t('common:actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}
