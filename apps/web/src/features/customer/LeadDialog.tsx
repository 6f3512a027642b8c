import { LEAD_SOURCES } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { telephoneRule } from '../../components/form-rules/telephone';
import { changeLead, createLead, salesmen, type LeadDetail, type LeadForm } from './api';

type Values = Omit<LeadForm, 'nextFollowUpOn'> & { nextFollowUpOn?: Dayjs | null };

/** A new lead, or the details of an open one (company, contact, source, what it is after, next follow-up, salesman). */
export default function LeadDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing?: LeadDetail;
  onClose: (saved?: { no: string }) => void;
}) {
  const { t } = useTranslation('customer');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const people = useQuery({ queryKey: ['customers', 'salesmen'], queryFn: salesmen, enabled: open });

  useEffect(() => {
    if (!open) return;
    if (editing)
      form.setFieldsValue({
        ...editing,
        salesmanUid: editing.salesman?.uid ?? null,
        nextFollowUpOn: editing.nextFollowUpOn ? dayjs(editing.nextFollowUpOn) : null,
      });
    else form.resetFields();
  }, [open, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: LeadForm = {
      ...values,
      nextFollowUpOn: values.nextFollowUpOn ? values.nextFollowUpOn.format('YYYY-MM-DD') : null,
    };
    try {
      const saved = editing
        ? await changeLead(editing.no, { ...body, rowVersion: editing.rowVersion })
        : await createLead({ ...body, company: body.company ?? '' });
      void message.success(t('saved'));
      onClose({ no: saved.no });
    } catch {
      // shown by the shell, naming the field
    }
  };

  return (
    <Dialog
      open={open}
      title={t(editing ? 'title.editLead' : 'title.newLead')}
      onCancel={() => onClose()}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ source: 'website' }}>
        <Form.Item
          name="company"
          label={t('field.company')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input maxLength={120} data-testid="lead-company" />
        </Form.Item>
        <Form.Item name="contactName" label={t('field.contactName')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phone')} rules={[telephoneRule(t)]}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="email" label={t('field.email')} rules={[{ type: 'email', message: t('badEmail') }]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="source" label={t('field.source')}>
          <Select options={LEAD_SOURCES.map((s) => ({ value: s, label: t(`source.${s}`) }))} />
        </Form.Item>
        <Form.Item name="requirement" label={t('field.requirement')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="nextFollowUpOn" label={t('field.nextFollowUpOn')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="salesmanUid" label={t('field.salesman')}>
          <Select allowClear options={(people.data ?? []).map((p) => ({ value: p.uid, label: p.name }))} />
        </Form.Item>
        <Form.Item name="note" label={t('field.note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
