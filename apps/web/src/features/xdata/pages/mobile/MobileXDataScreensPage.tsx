import type { XDataScreen } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, NavBar, Popup, SpinLoading, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { xdataApi } from '../../api/xdataApi';
import { XDataBoard } from '../../components/XDataBoard';

/** Data screens on a phone: the list, grouped names and shared marks; a tap shows the screen full height, its widgets stacked. */
export function MobileXDataScreensPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const screens = useQuery({ queryKey: ['xdata', 'screens'], queryFn: () => xdataApi.screens(client) });
  const groups = useQuery({ queryKey: ['xdata', 'groups'], queryFn: () => xdataApi.groups(client) });
  const [shown, setShown] = useState<XDataScreen | undefined>();
  const data = useQuery({
    queryKey: ['xdata', 'screen-data', shown?.id],
    queryFn: () => xdataApi.screenData(client, shown!.id),
    enabled: !!shown,
  });
  if (screens.isLoading) return <SpinLoading style={{ margin: '48px auto' }} />;
  if ((screens.data?.length ?? 0) === 0) return <ErrorBlock status="empty" title={t('xdata:noScreens')} description="" />;
  return (
    <>
      <List data-testid="xdata-screen-list">
        {screens.data?.map((screen) => (
          <List.Item
            key={screen.id}
            description={[groups.data?.find((g) => g.id === screen.groupId)?.name, t('xdata:widgetCount', { count: screen.widgets.length })]
              .filter(Boolean)
              .join(' · ')}
            extra={screen.isPublic ? <Tag color="primary">{t('xdata:shared')}</Tag> : undefined}
            onClick={() => setShown(screen)}
            data-testid={`xdata-screen-item-${screen.id}`}
          >
            {screen.name}
          </List.Item>
        ))}
      </List>
      <Popup visible={!!shown} onMaskClick={() => setShown(undefined)} bodyStyle={{ height: '100vh', overflowY: 'auto' }} destroyOnClose>
        <NavBar onBack={() => setShown(undefined)}>{shown?.name}</NavBar>
        <div style={{ padding: 8 }}>{shown && <XDataBoard screen={shown} data={data.data} />}</div>
      </Popup>
    </>
  );
}
