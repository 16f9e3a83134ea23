import { Form, Result, Toast, Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { MobileRequestForm } from '../../components/MobileRequestForm';
import { NativeSelect } from '../../components/NativeSelect';
import { useDeviceChoices, useProjectChoices } from '../../hooks/useProjectChoices';
import { useOrderMutations } from '../../hooks/useWorkOrders';
import type { RequestAnswer } from '../../api/workOrdersApi';
import { requestForm } from '../../utils/orderForms';
import { workDetailsPath } from '../../utils/orderPaths';

/** Mobile repair request (/application_for_repair, `?deviceId=` preselects): project, device, then the form. */
export function MobileRepairRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [projectId, setProjectId] = useState<number | undefined>(Number(query.get('projectId')) || undefined);
  const [deviceId, setDeviceId] = useState<number | undefined>(Number(query.get('deviceId')) || undefined);
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<RequestAnswer | null>(null);
  const projects = useProjectChoices();
  const devices = useDeviceChoices(projectId);
  const { request } = useOrderMutations();

  if (done)
    return (
      <div data-testid="request-done">
        <Result
          status="success"
          title={t('workOrders:request.sent')}
          description={t('workOrders:request.sentHint', { number: done.number })}
        />
        <div style={{ padding: 16 }}>
          <Button block color="primary" onClick={() => void navigate(workDetailsPath(done.id))}>
            {t('workOrders:detail.open')}
          </Button>
        </div>
      </div>
    );

  const required = <div style={{ color: '#ff3141', fontSize: 13 }}>{t('messages:validation.required')}</div>;
  return (
    <MobileRequestForm
      busy={request.isPending}
      onSubmit={(values, photos) => {
        if (!projectId || !deviceId) return setMissing(true);
        request.mutate(requestForm({ ...values, projectId, deviceId }, photos), {
          onSuccess: (answer) => {
            Toast.show({ icon: 'success', content: t('workOrders:request.sent') });
            setDone(answer);
          },
        });
      }}
      target={
        <>
          <Form.Item label={t('workOrders:fields.project')} required>
            <NativeSelect
              testId="project-select"
              value={projectId}
              placeholder={t('workOrders:request.chooseProject')}
              options={projects.data ?? []}
              onChange={(value) => {
                setProjectId(value);
                setDeviceId(undefined);
              }}
            />
            {missing && !projectId && required}
          </Form.Item>
          <Form.Item label={t('workOrders:fields.device')} required>
            <NativeSelect
              testId="device-select"
              value={deviceId}
              placeholder={t('workOrders:request.chooseDevice')}
              options={devices.data ?? []}
              onChange={setDeviceId}
            />
            {missing && !deviceId && required}
          </Form.Item>
        </>
      }
    />
  );
}
