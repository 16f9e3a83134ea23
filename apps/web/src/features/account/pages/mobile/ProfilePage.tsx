import { Avatar, ImageUploader, List, Toast, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useProfile } from '../../../auth';
import { useUploadAvatar } from '../../hooks/useAccountMutations';
import { AVATAR_ACCEPT, AVATAR_MAX_LABEL, avatarFileProblem } from '../../utils/avatarFile';
import { BIND_PATHS } from '../../utils/bindTarget';

/** Mobile /home_page: avatar (tap to upload), user name, phone and e-mail (tap to bind or change), company. */
export function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile('mobile').data;
  const upload = useUploadAvatar();
  if (!profile) return null;

  const beforeUpload = (file: File) => {
    const problem = avatarFileProblem(file);
    if (!problem) return file;
    Toast.show({ icon: 'fail', content: t(`messages:error.${problem}`, { max: AVATAR_MAX_LABEL }) });
    return null;
  };
  const uploadFile = async (file: File): Promise<ImageUploadItem> => {
    const { avatarUrl } = await upload.mutateAsync(file);
    Toast.show({ icon: 'success', content: t('account:profile.avatarSaved') });
    return { url: avatarUrl };
  };

  return (
    <List>
      <List.Item
        extra={
          <ImageUploader
            value={[]}
            accept={AVATAR_ACCEPT}
            maxCount={1}
            beforeUpload={beforeUpload}
            upload={uploadFile}
            preview={false}
            data-testid="avatar-uploader"
          >
            <Avatar src={profile.avatarUrl ?? ''} style={{ '--size': '56px', '--border-radius': '50%' }} data-testid="avatar-preview" />
          </ImageUploader>
        }
        description={t('account:profile.avatarHint', { max: AVATAR_MAX_LABEL })}
      >
        {t('account:profile.avatar')}
      </List.Item>
      <List.Item extra={profile.userName} onClick={() => void navigate('/home_page_edit_name')} data-testid="profile-edit-name">
        {t('account:fields.userName')}
      </List.Item>
      <List.Item
        extra={profile.phone ?? t('common:notSet')}
        onClick={profile.demo ? undefined : () => void navigate(BIND_PATHS.phone)}
        data-testid="profile-bind-phone"
      >
        {t('account:fields.phone')}
      </List.Item>
      <List.Item
        extra={profile.email ?? t('common:notSet')}
        onClick={profile.demo ? undefined : () => void navigate(BIND_PATHS.email)}
        data-testid="profile-bind-email"
      >
        {t('account:fields.email')}
      </List.Item>
      <List.Item extra={profile.companyName ?? t('common:notSet')}>{t('account:fields.companyName')}</List.Item>
    </List>
  );
}
