import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Skeleton, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useShellKind } from '../../../lib/platform/useShellKind';
import { useProfile } from '../../auth';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission, usePermission, canOnPage, buildPermissionTree, checkedKeysOf, permissionsOf } from '../../access';
import { useLanguage } from '../../../lib/language/useLanguage';
import { rolesApi } from '../api/rolesApi';
import { PermissionTree } from '../components/PermissionTree';

const PAGE = 'role-permission';

/** Role permission assignment (/rbac/role-permission?roleId=): the role's page → keys matrix. */
export function RolePermissionPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile(useShellKind()).data;
  const { can } = usePermission(PAGE);
  const [search] = useSearchParams();
  const roleId = Number(search.get('roleId'));
  const validId = Number.isInteger(roleId) && roleId > 0;

  const role = useQuery({ queryKey: ['roles', 'one', roleId], queryFn: () => rolesApi.get(client, roleId), enabled: validId });
  const catalog = useQuery({ queryKey: ['permissions'], queryFn: () => rolesApi.catalog(client), staleTime: Infinity });
  const [checked, setChecked] = useState<string[]>([]);

  useEffect(() => {
    if (role.data) setChecked(checkedKeysOf(role.data.permissions));
  }, [role.data]);

  // Nobody grants what they do not hold (the server refuses it too): those keys are greyed out.
  const tree = useMemo(
    () =>
      buildPermissionTree(
        catalog.data ?? [],
        language,
        (key) => t(`access:keys.${key}`, { defaultValue: key }),
        (page, key) => !canOnPage(profile, page, key),
      ),
    [catalog.data, language, t, profile],
  );

  const save = useMutation({
    mutationFn: () => rolesApi.setPermissions(client, roleId, permissionsOf(checked, catalog.data ?? [])),
    onSuccess: (saved) => {
      void message.success(t('roles:permissions.saved'));
      queryClient.setQueryData(['roles', 'one', roleId], saved);
      void queryClient.invalidateQueries({ queryKey: ['roles'], exact: false, predicate: (q) => q.queryKey[1] !== 'one' });
    },
  });

  const count = Object.values(permissionsOf(checked, catalog.data ?? [])).reduce((sum, keys) => sum + keys.length, 0);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/rbac/rbac_role_page')} data-testid="permission-back">
      {t('roles:permissions.back')}
    </Button>
  );

  if (!validId) {
    return (
      <AdminPage title={t('roles:permissions.title')} actions={back}>
        <Empty description={t('roles:permissions.noRole')} />
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title={
        <>
          {t('roles:permissions.title')}
          {role.data && (
            <Tag color="blue" style={{ marginInlineStart: 12, fontSize: 14, verticalAlign: 'middle' }} data-testid="permission-role-name">
              {t('roles:permissions.roleLabel')}: {role.data.name}
            </Tag>
          )}
        </>
      }
      testId="role-permission-page"
      filters={<Tag>{t('roles:permissions.selected', { count })}</Tag>}
      actions={
        <>
          {back}
          <Permission page={PAGE} need="edit" mode="disable">
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              disabled={!role.data || !catalog.data}
              onClick={() => save.mutate()}
              data-testid="permission-save"
            >
              {t('roles:permissions.save')}
            </Button>
          </Permission>
        </>
      }
    >
      {profile && profile.grade !== 0 && (
        <Alert type="info" showIcon title={t('roles:permissions.beyondOwn')} style={{ marginBottom: 16 }} />
      )}
      {role.isLoading || catalog.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <PermissionTree tree={tree} checked={checked} disabled={!can('edit')} onChange={setChecked} />
      )}
    </AdminPage>
  );
}
