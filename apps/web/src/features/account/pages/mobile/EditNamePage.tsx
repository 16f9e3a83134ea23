import { UserNameSchema } from '@fieldlink/domain';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useSchemaRule } from '../../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../../lib/forms/serverFieldErrors';
import { useProfile } from '../../../auth';
import { useChangeUserName } from '../../hooks/useAccountMutations';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';

/** Mobile /home_page_edit_name. */
export function EditNamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ userName: string }>();
  const profile = useProfile('mobile').data;
  const change = useChangeUserName();
  if (!profile) return null;

  const save = ({ userName }: { userName: string }) =>
    change.mutate(userName.trim(), {
      onSuccess: () => {
        Toast.show({ icon: 'success', content: t('account:saved') });
        void navigate(-1);
      },
      onError: (error) => form.setFields(serverFieldErrors(error, ['userName'])),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ userName: profile.userName }}
      onFinishFailed={announceIncompleteForm}
      onFinish={save}
      footer={
        <Button block type="submit" color="primary" size="large" loading={change.isPending} data-testid="edit-name-save">
          {t('account:save')}
        </Button>
      }
    >
      <Form.Item name="userName" label={t('account:fields.userName')} rules={[rule(UserNameSchema) as never]}>
        <Input clearable data-testid="edit-name-input" />
      </Form.Item>
    </Form>
  );
}
