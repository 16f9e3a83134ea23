import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Space, Upload } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useUploadAvatar } from '../hooks/useAccountMutations';
import { AVATAR_ACCEPT, AVATAR_MAX_LABEL, avatarFileProblem } from '../utils/avatarFile';

/** The avatar with its preview and an upload button (jpg/png up to 3 MB, checked here and by the server). */
export function AvatarUpload({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadAvatar();
  return (
    <Space size={20} align="center">
      <Avatar size={88} src={avatarUrl ?? undefined} icon={<UserOutlined />} data-testid="avatar-preview" />
      <Space orientation="vertical" size={4}>
        <Upload
          accept={AVATAR_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = avatarFileProblem(file);
            if (problem) {
              void message.error(t(`messages:error.${problem}`, { max: AVATAR_MAX_LABEL }));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            upload.mutate(file as File, {
              onSuccess: (answer) => {
                onSuccess?.(answer);
                void message.success(t('account:profile.avatarSaved'));
              },
              onError: (error) => onError?.(error),
            });
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="avatar-upload">
            {t('account:profile.avatarUpload')}
          </Button>
        </Upload>
        <span style={{ color: '#8c8c8c', fontSize: 12 }}>{t('account:profile.avatarHint', { max: AVATAR_MAX_LABEL })}</span>
      </Space>
    </Space>
  );
}
