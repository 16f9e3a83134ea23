import { useMutation, useQuery } from '@tanstack/react-query';
import { DotLoading, List, NavBar, Result, Toast } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http/ApiError';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { workOrdersApi } from '../api/workOrdersApi';
import { MobileRequestForm } from '../components/MobileRequestForm';
import { requestForm } from '../utils/orderForms';

/**
 * The page a device's QR code opens (/repair?t=), signed in or not: the device the signed link
 * names, and the repair request form for it. A tampered or expired link says so; a link read or
 * used too often (429) shows the server's message, on the page for the read and as the client's
 * error message for a submission.
 */
export function PublicRepairPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [query] = useSearchParams();
  const token = query.get('t') ?? '';
  const info = useQuery({ queryKey: ['repair-link', token], queryFn: () => workOrdersApi.linkInfo(client, token), retry: false });
  const submit = useMutation({
    mutationFn: (form: FormData) => workOrdersApi.submitByLink(client, token, form),
    onSuccess: () => Toast.show({ icon: 'success', content: t('workOrders:request.sent') }),
  });

  let body;
  if (info.isError) {
    const limited = info.error instanceof ApiError && info.error.status === 429 ? info.error.message : null;
    body = limited ? (
      <Result status="warning" title={limited} data-testid="repair-link-limited" />
    ) : (
      <Result status="error" title={t('messages:error.repairLinkInvalid')} data-testid="repair-link-invalid" />
    );
  } else if (!info.data) {
    body = (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  } else if (submit.data) {
    body = (
      <Result
        status="success"
        data-testid="request-done"
        title={t('workOrders:request.sent')}
        description={t('workOrders:request.sentHint', { number: submit.data.number })}
      />
    );
  } else {
    body = (
      <MobileRequestForm
        busy={submit.isPending}
        onSubmit={(values, photos) => submit.mutate(requestForm(values, photos))}
        target={
          <List header={t('workOrders:request.forDevice')}>
            <List.Item extra={info.data.projectName}>{t('workOrders:fields.project')}</List.Item>
            <List.Item extra={<span data-testid="link-device">{info.data.deviceName}</span>}>{t('workOrders:fields.device')}</List.Item>
          </List>
        }
      />
    );
  }
  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5', maxWidth: 640, margin: '0 auto' }} data-testid="public-repair">
      <NavBar back={null} style={{ background: '#fff' }}>
        {t('workOrders:request.title')}
      </NavBar>
      {body}
    </div>
  );
}
