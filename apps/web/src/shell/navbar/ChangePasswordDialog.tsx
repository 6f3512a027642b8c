import { checkPasswordChange } from '@pcbunion/core';
import { Form, Input } from 'antd';
import Dialog from '../../components/Dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/http';
import { updatePassword } from '../../api/shell';
import { useSignOut } from '../session/useSignOut';
import { useToast } from '../system/toast';

interface Values {
  current_pwd?: string;
  new_pwd?: string;
  re_pwd?: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Modify password (spec 01 §5, §8), 480 px: the three rules of `checkPasswordChange`; answer 1 → 密码修改成功!, tabs
 * cleared, logged out, back to /login?redirect=<here>; 0 → 未查询到登录用户信息!; other → 原密码不正确!.
 */
export default function ChangePasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<Values>();
  const message = useToast();
  const signOut = useSignOut();
  const { pathname, search } = useLocation();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = form.getFieldsValue();
    const problem = checkPasswordChange(values);
    form.setFields((['current_pwd', 'new_pwd', 're_pwd'] as const).map((name) => ({ name, errors: [] })));
    if (problem) {
      form.setFields([{ name: problem.field, errors: [t(`password.${problem.problem}`)] }]);
      return;
    }
    setSaving(true);
    try {
      await updatePassword(values.current_pwd!, values.new_pwd!);
      onClose();
      form.resetFields();
      await signOut({ success: t('password.changed'), redirect: pathname + search });
    } catch (error) {
      const text =
        error instanceof ApiError && error.status === 200 && error.code === 0
          ? t('password.userNotFound')
          : error instanceof ApiError && error.status !== 200 && error.status !== 0 && error.code !== 2
            ? error.message
            : t('password.wrongOld');
      void message.error(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('password.title')}
      width={480}
      confirmLoading={saving}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="change-password-form" onFinish={submit}>
        <Form.Item name="current_pwd" label={t('password.current')} required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_pwd" label={t('password.new')} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="re_pwd" label={t('password.repeat')} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
