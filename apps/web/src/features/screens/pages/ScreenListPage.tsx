import { DeleteOutlined, EditOutlined, FundProjectionScreenOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Popconfirm, Row, Select, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminPage } from '../../../ui/AdminPage';
import { usePermission } from '../../access';
import { useProjectOptions } from '../../project-refs';
import { idFromQuery } from '../../scada';
import { ShareButton } from '../../share-links';
import { ScreenThumbnail, screenFacts } from '../components/ScreenCard';
import { useDeleteScreen, useScreenList } from '../hooks/useScreens';
import { screenDisplayPath, screenEditorPath } from '../utils/screenPaths';

/** The screens with their thumbnails (spec §2 /largeNewScreen/large_list), desktop. */
export function ScreenListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const permission = usePermission('large_list');
  // Sharing is the share links' permission (item_page edit), as on the project pages.
  const sharing = usePermission('item_page');
  // The configuration hub opens the list filtered to a project (?projectId=).
  const [params] = useSearchParams();
  const [projectId, setProjectId] = useState<number | undefined>(() => idFromQuery(params.get('projectId')));
  const projects = useProjectOptions();
  const list = useScreenList(projectId);
  const remove = useDeleteScreen();

  return (
    <AdminPage
      title={t('screens:list.title')}
      testId="screen-list"
      filters={
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('screens:list.project')}
          style={{ width: 220 }}
          value={projectId}
          onChange={setProjectId}
          options={projects}
        />
      }
      actions={
        permission.can('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(screenEditorPath())} data-testid="screen-new">
            {t('screens:list.new')}
          </Button>
        )
      }
    >
      {list.isLoading ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (list.data?.items.length ?? 0) === 0 ? (
        <Empty description={t('screens:list.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {list.data?.items.map((screen) => (
            <Col key={screen.id} xs={24} sm={12} lg={8} xxl={6}>
              <Card
                size="small"
                cover={<ScreenThumbnail screen={screen} onOpen={() => void navigate(screenDisplayPath(screen.id))} />}
                data-testid={`screen-card-${screen.id}`}
                actions={[
                  <Tooltip key="open" title={t('screens:list.open')}>
                    <Button
                      type="text"
                      icon={<FundProjectionScreenOutlined />}
                      onClick={() => void navigate(screenDisplayPath(screen.id))}
                    />
                  </Tooltip>,
                  ...(sharing.can('edit')
                    ? [<ShareButton key="share" objectType="screen" objectId={screen.id} name={screen.name} compact />]
                    : []),
                  ...(permission.can('edit')
                    ? [
                        <Tooltip key="edit" title={t('screens:list.edit')}>
                          <Button
                            type="text"
                            icon={<EditOutlined />}
                            onClick={() => void navigate(screenEditorPath(screen.id))}
                            data-testid={`screen-edit-${screen.id}`}
                          />
                        </Tooltip>,
                      ]
                    : []),
                  ...(permission.can('delete')
                    ? [
                        <Popconfirm
                          key="delete"
                          title={t('screens:list.confirmDelete', { name: screen.name })}
                          onConfirm={() => remove.mutateAsync(screen.id).then(() => void message.success(t('screens:list.deleted')))}
                        >
                          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('screens:list.delete')} />
                        </Popconfirm>,
                      ]
                    : []),
                ]}
              >
                <Card.Meta
                  title={screen.title ? `${screen.name} · ${screen.title}` : screen.name}
                  description={<Typography.Text type="secondary">{screenFacts(screen, t)}</Typography.Text>}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </AdminPage>
  );
}
