import { JOB_NUMBER, SHORT_TEXT_MAX } from '@pcbunion/core';
import { App, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import PhoneField from '../register/PhoneField';
import { registrationRules } from '../register/rules';
import { addStaff, inviteStaff, type NewStaff } from './api';

interface Props {
  open: boolean;
  onClose: (changed: boolean) => void;
}

/**
 * Add staff by phone: sends an invitation carrying the name, department, job number and staff-member flag; the
 * person becomes staff only when they accept it (nothing of theirs shows here before).
 */
export function AddStaffDialog({ open, onClose }: Props) {
  const { t } = useTranslation('staff');
  const tr = useTranslation('register').t;
  const { modal } = App.useApp();
  const [form] = Form.useForm<NewStaff>();
  const [busy, setBusy] = useState(false);
  const rules = registrationRules(tr);

  const submit = async () => {
    // A refused field is shown under it; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const answer = await addStaff(values);
      form.resetFields();
      onClose(true);
      const phone = `${answer.invitation.phone_area_code} ${answer.invitation.phone}`;
      modal.success({
        title: t('invited'),
        content: <span data-testid="invitation-sent">{t('invitationSentText', { phone })}</span>,
      });
    } catch {
      // shown by the API error toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('addStaff')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ phone_area_code: '+86' }} preserve={false}>
        <PhoneField
          label={t('phone')}
          areaName="phone_area_code"
          phoneName="phone"
          rules={rules.phone('phone_area_code')}
          placeholder={t('phone')}
          extra={t('addHint')}
        />
        <Form.Item
          name="staff_name"
          label={t('staffName')}
          rules={[rules.required, { max: SHORT_TEXT_MAX, message: tr('problem.tooLong') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="department" label={t('department')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="job_number"
          label={t('jobNumber')}
          rules={[{ pattern: JOB_NUMBER, message: t('badJobNumber') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="staff_member" valuePropName="checked">
          <Checkbox>{t('staffMember')}</Checkbox>
        </Form.Item>
      </Form>
    </Dialog>
  );
}

/** Invite by phone: the person joins with "personal join company" (enterprise number + a code to their phone). */
export function InviteStaffDialog({ open, onClose }: Props) {
  const { t } = useTranslation('staff');
  const tr = useTranslation('register').t;
  const { modal } = App.useApp();
  const [form] = Form.useForm<Parameters<typeof inviteStaff>[0]>();
  const [busy, setBusy] = useState(false);
  const rules = registrationRules(tr);

  const submit = async () => {
    // A refused field is shown under it; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const answer = await inviteStaff(values);
      form.resetFields();
      onClose(true);
      modal.success({ title: t('invited'), content: t('invitedText', { no: answer.enterprise_no }) });
    } catch {
      // shown by the API error toast
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('inviteStaff')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ phone_area_code: '+86' }} preserve={false}>
        <PhoneField
          label={t('phone')}
          areaName="phone_area_code"
          phoneName="phone"
          rules={rules.phone('phone_area_code')}
          placeholder={t('phone')}
        />
        <Form.Item
          name="staff_name"
          label={t('staffName')}
          rules={[{ max: SHORT_TEXT_MAX, message: tr('problem.tooLong') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="department" label={t('department')} rules={[{ max: 50 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
