import { useQuery } from '@tanstack/react-query';
import { Result, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { xdataApi, type PublicScreen } from '../api/xdataApi';
import { XDataBoard } from '../components/XDataBoard';

/**
 * A public data screen or screen group (spec §2 xData_share_screen, xData_share_group): open without
 * signing in, only while the screen or group is public and the link says isPublic=1.
 */
function XDataShare({ kind }: { kind: 'screen' | 'group' }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const isPublic = params.get('isPublic') ?? '';
  const valid = Number.isInteger(id) && id > 0;
  const shared = useQuery({
    queryKey: ['xdata', 'public', kind, id, isPublic],
    queryFn: async (): Promise<{ title: string; screens: PublicScreen[] }> => {
      if (kind === 'screen') {
        const one = await xdataApi.publicScreen(client, id, isPublic);
        return { title: one.screen.name, screens: [one] };
      }
      const group = await xdataApi.publicGroup(client, id, isPublic);
      return { title: group.group.name, screens: group.screens };
    },
    enabled: valid,
    retry: false,
  });
  if (!valid || shared.isError) return <Result status="404" title={t('xdata:shareUnavailable')} />;
  if (!shared.data) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <div style={{ padding: 16, maxWidth: 1280, margin: '0 auto' }} data-testid="xdata-share">
      <Typography.Title level={3}>{shared.data.title}</Typography.Title>
      {shared.data.screens.map(({ screen, data }) => (
        <section key={screen.id} style={{ marginBottom: 24 }}>
          {kind === 'group' && <Typography.Title level={4}>{screen.name}</Typography.Title>}
          <XDataBoard screen={screen} data={data} />
        </section>
      ))}
    </div>
  );
}

export const XDataShareScreenPage = () => <XDataShare kind="screen" />;
export const XDataShareGroupPage = () => <XDataShare kind="group" />;
